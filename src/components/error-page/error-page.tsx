import { Link } from "gatsby";
import { useIntl, type MessageDescriptor } from "react-intl";
import { paths } from "../../config/paths";
import { errorPageMessages } from "./messages";

/** The content of the 404 and 500 pages: what happened, and a way back to the programme. */
export function ErrorPageContent({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage(title)}</h1>
      <p>{intl.formatMessage(text)}</p>
      <ul>
        <li>
          <Link to={paths.filmListing()}>{intl.formatMessage(errorPageMessages.backToProgramme)}</Link>
        </li>
        <li>
          <Link to={paths.home()}>{intl.formatMessage(errorPageMessages.backHome)}</Link>
        </li>
      </ul>
    </>
  );
}

export const NotFoundContent = () => (
  <ErrorPageContent title={errorPageMessages.notFoundTitle} text={errorPageMessages.notFoundText} />
);
