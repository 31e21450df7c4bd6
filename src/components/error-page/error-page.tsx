import { useIntl, type MessageDescriptor } from "react-intl";
import { paths } from "../../config/paths";
import { errorPageMessages } from "./messages";
import { SiteLink } from "../site-link/site-link";

/** The content of the 404 and 500 pages: what happened, and a way back to the programme. */
export function ErrorPageContent({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage(title)}</h1>
      <p>{intl.formatMessage(text)}</p>
      <ul>
        <li>
          <SiteLink to={paths.filmListing()}>{intl.formatMessage(errorPageMessages.backToProgramme)}</SiteLink>
        </li>
        <li>
          <SiteLink to={paths.home()}>{intl.formatMessage(errorPageMessages.backHome)}</SiteLink>
        </li>
      </ul>
    </>
  );
}

export const NotFoundContent = () => (
  <ErrorPageContent title={errorPageMessages.notFoundTitle} text={errorPageMessages.notFoundText} />
);
