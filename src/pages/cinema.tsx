import type { HeadFC } from "gatsby";
import { useIntl } from "react-intl";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig, theaterConfig } from "../config/site-config";
import { theaterDetails } from "../config/theater-details";
import { TheaterInfo } from "../features/theater/components/theater-info";
import { theaterMessages } from "../features/theater/messages";
import { movieTheaterJsonLd } from "../config/movie-theater-json-ld";
import { siteIntl } from "../i18n/site-intl";

export default function TheaterPage() {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage(theaterMessages.title, { cinema: theaterConfig.name })}</h1>
      <p>{theaterDetails.description}</p>
      <TheaterInfo theater={theaterDetails} />
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(theaterMessages.title, { cinema: theaterConfig.name })}
    description={siteIntl.formatMessage(theaterMessages.description, { cinema: siteConfig.name })}
    path={paths.theater()}
    jsonLd={{ "@context": "https://schema.org", ...movieTheaterJsonLd(theaterConfig) }}
  />
);
