import type { HeadFC } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import { siteConfig } from "../config/site-config";
import { GiftCardsPageContent } from "../features/loyalty/gift-cards/gift-cards-page-content";
import { giftCardsMessages } from "../features/loyalty/gift-cards/messages";
import { siteIntl } from "../i18n/site-intl";

/** « Cartes et bons cadeaux » (`paths.giftCards()`): public, its own chunk. */
export default function GiftCardsPage() {
  return <GiftCardsPageContent />;
}

export const Head: HeadFC = () => (
  <Seo
    title={siteIntl.formatMessage(giftCardsMessages.title)}
    description={siteIntl.formatMessage(giftCardsMessages.description, { cinema: siteConfig.name })}
    path={paths.giftCards()}
  />
);
