import { describe, expect, it } from "vitest";
import type { NoContext, PageContexts, TemplateComponent } from "../lib/page-contexts";
import type { default as FilmPage, Head as FilmPageHead } from "./film-page";
import type { default as FilmListingPage, Head as FilmListingPageHead } from "./film-listing-page";
import type { default as HomePage, Head as HomePageHead } from "./home-page";
import type { default as ContentPage, Head as ContentPageHead } from "./content-page";
import type { default as CustomShowtimesPage, Head as CustomShowtimesPageHead } from "./custom-showtimes-page";
import type { default as TicketingHandoffPage, Head as TicketingHandoffPageHead } from "./ticketing-handoff-page";
import type { default as FilmPermalinkPage, Head as FilmPermalinkPageHead } from "./film-permalink-page";
import type { default as PrivacyPage, Head as PrivacyPageHead } from "./privacy-page";
import type { default as LoginPage, Head as LoginPageHead } from "./login-page";
import type { default as ForgottenPasswordPage, Head as ForgottenPasswordPageHead } from "./forgotten-password-page";
import type { default as PasswordResetPage, Head as PasswordResetPageHead } from "./password-reset-page";
import type { default as ForgottenUsernamePage, Head as ForgottenUsernamePageHead } from "./forgotten-username-page";
import type { default as SignupPage, Head as SignupPageHead } from "./signup-page";
import type { default as SignupRedirectPage, Head as SignupRedirectPageHead } from "./signup-redirect-page";
import type { default as ActivationPage, Head as ActivationPageHead } from "./activation-page";
import type { default as AccountPage, Head as AccountPageHead } from "./account-page";
import type { default as AccountCardPage, Head as AccountCardPageHead } from "./account-card-page";
import type { default as AccountHistoryPage, Head as AccountHistoryPageHead } from "./account-history-page";
import type { default as AccountProfilePage, Head as AccountProfilePageHead } from "./account-profile-page";
import type { default as AccountRewardsPage, Head as AccountRewardsPageHead } from "./account-rewards-page";
import type { default as GiftCardsPage, Head as GiftCardsPageHead } from "./gift-cards-page";

/** Each template's page and head components, by the name the table of pages gives it. */
interface Templates {
  "templates/film-page": { page: typeof FilmPage; head: typeof FilmPageHead };
  "templates/film-listing-page": { page: typeof FilmListingPage; head: typeof FilmListingPageHead };
  "templates/home-page": { page: typeof HomePage; head: typeof HomePageHead };
  "templates/content-page": { page: typeof ContentPage; head: typeof ContentPageHead };
  "templates/custom-showtimes-page": { page: typeof CustomShowtimesPage; head: typeof CustomShowtimesPageHead };
  "templates/ticketing-handoff-page": { page: typeof TicketingHandoffPage; head: typeof TicketingHandoffPageHead };
  "templates/film-permalink-page": { page: typeof FilmPermalinkPage; head: typeof FilmPermalinkPageHead };
  "templates/privacy-page": { page: typeof PrivacyPage; head: typeof PrivacyPageHead };
  "templates/login-page": { page: typeof LoginPage; head: typeof LoginPageHead };
  "templates/forgotten-password-page": { page: typeof ForgottenPasswordPage; head: typeof ForgottenPasswordPageHead };
  "templates/password-reset-page": { page: typeof PasswordResetPage; head: typeof PasswordResetPageHead };
  "templates/forgotten-username-page": { page: typeof ForgottenUsernamePage; head: typeof ForgottenUsernamePageHead };
  "templates/signup-page": { page: typeof SignupPage; head: typeof SignupPageHead };
  "templates/signup-redirect-page": { page: typeof SignupRedirectPage; head: typeof SignupRedirectPageHead };
  "templates/activation-page": { page: typeof ActivationPage; head: typeof ActivationPageHead };
  "templates/account-page": { page: typeof AccountPage; head: typeof AccountPageHead };
  "templates/account-card-page": { page: typeof AccountCardPage; head: typeof AccountCardPageHead };
  "templates/account-history-page": { page: typeof AccountHistoryPage; head: typeof AccountHistoryPageHead };
  "templates/account-profile-page": { page: typeof AccountProfilePage; head: typeof AccountProfilePageHead };
  "templates/account-rewards-page": { page: typeof AccountRewardsPage; head: typeof AccountRewardsPageHead };
  "templates/gift-cards-page": { page: typeof GiftCardsPage; head: typeof GiftCardsPageHead };
}

/** The context a component reads: its props' `pageContext` (`object` when it names none), `object` when it takes no props. */
type ContextRead<Component> = Component extends (props: infer Props) => unknown
  ? Props extends { pageContext: infer Context }
    ? Context
    : object
  : never;

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Whether a component reads the context the build hands its template, or none where it hands none. */
type ReadsItsContext<Read, Handed> =
  Same<Read, Handed> extends true ? true : Same<Read, object> extends true ? Same<Handed, NoContext> : false;

/** The templates whose page reads another context than the one the build hands it. */
type PagesReadingAnother = {
  [C in TemplateComponent]: ReadsItsContext<ContextRead<Templates[C]["page"]>, PageContexts[C]> extends true ? never : C;
}[TemplateComponent];

/** The templates whose head reads another context than its page's (a head may read none). */
type HeadsReadingAnother = {
  [C in TemplateComponent]: Same<ContextRead<Templates[C]["head"]>, PageContexts[C]> extends true
    ? never
    : Same<ContextRead<Templates[C]["head"]>, object> extends true
      ? never
      : C;
}[TemplateComponent];

/** `true` when there are no `Names`; otherwise the names themselves, which tsc then prints in its error. */
type NoneOf<Names> = [Names] extends [never] ? true : Names;

// Type-level checks: `tsc --noEmit` (npm test's first stage) fails on any of them, naming the templates at fault.
describe("the templates' contexts (src/lib/page-contexts.ts)", () => {
  it("lists every template the build creates pages with, and no other", () => {
    const missing: NoneOf<Exclude<TemplateComponent, keyof Templates>> = true;
    const unknown: NoneOf<Exclude<keyof Templates, TemplateComponent>> = true;
    expect([missing, unknown]).toEqual([true, true]);
  });

  it("has every template's page and head read the context the build hands it", () => {
    const pagesReadingAnother: NoneOf<PagesReadingAnother> = true;
    const headsReadingAnother: NoneOf<HeadsReadingAnother> = true;
    expect([pagesReadingAnother, headsReadingAnother]).toEqual([true, true]);
  });
});
