import { defineMessages } from "react-intl";

export const layoutMessages = defineMessages({
  skipToContent: { id: "layout.skipToContent", defaultMessage: "Skip to main content" },
  mainNavigation: { id: "layout.mainNavigation", defaultMessage: "Main navigation" },
  home: { id: "layout.nav.home", defaultMessage: "Home" },
  programme: { id: "layout.nav.programme", defaultMessage: "Films and showtimes" },
  theater: { id: "layout.nav.theater", defaultMessage: "The cinema" },
  homeLink: { id: "layout.homeLink", defaultMessage: "{name}, home page" },
  programmeShortcut: { id: "layout.nav.programmeShortcut", defaultMessage: "Showtimes" },
  menu: { id: "layout.menu", defaultMessage: "Menu" },
  footerContact: { id: "layout.footer.contact", defaultMessage: "Contact" },
  footerMobileNavigation: { id: "layout.footer.mobileNavigation", defaultMessage: "Quick links" },
  footerPrices: { id: "layout.footer.prices", defaultMessage: "Prices" },
  footerGiftCards: { id: "layout.footer.giftCards", defaultMessage: "Gift cards and vouchers" },
  footerAccessibility: { id: "layout.footer.accessibility", defaultMessage: "Accessibility" },
  footerPreviews: { id: "layout.footer.previews", defaultMessage: "Previews" },
  footerPrivacy: { id: "layout.footer.privacy", defaultMessage: "Privacy policy" },
  footerCopyright: { id: "layout.footer.copyright", defaultMessage: "© {year} {name}" },
  footerNavigation: { id: "layout.footer.navigation", defaultMessage: "Footer links" },
  darkMode: { id: "layout.colorMode.dark", defaultMessage: "Dark theme" },
});
