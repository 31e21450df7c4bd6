import type { Film } from "../domain/film";
import type { ContentPage } from "../domain/page-schema";
import type { JsonLdText } from "./json-ld";
import type { ListingLaterWeek } from "./programme/listing-later-week";
import type { PackedProgramme } from "./programme/packed-programme";
import type { SelectedFilm } from "./select-showtimes";
import type { TicketingSegment } from "./ticketing-segments";

/** The context of a page the build hands nothing: what it shows comes from its address or the member's session. */
export type NoContext = Record<string, never>;

/**
 * The contract between the build and the pages: what the table of pages (src/builder/pages.ts) hands each page
 * component, by the component's file under src/ without `.tsx`. The build creates pages through it and every
 * template reads its context from it, so a field renamed on either side fails the type check.
 */
export interface PageContexts {
  "templates/film-page": {
    film: Film;
    buildTime: string;
    /** The film, the cinema and the screenings to come as schema.org, computed by the build (film-json-ld.ts). */
    jsonLd: JsonLdText;
  };
  "templates/film-listing-page": {
    /** The films of this play week and the next, with those weeks' showtimes, packed (packed-programme.ts). */
    programme: PackedProgramme;
    /** The weeks after next: the films of those the listing carries, the number of films of the others. */
    laterWeeks: ListingLaterWeek[];
    buildTime: string;
  };
  "templates/home-page": {
    /**
     * The films the home can show, packed (packed-programme.ts): those of its days, with those days' showtimes,
     * and the avant-premières after them (src/lib/programme/home-programme.ts).
     */
    programme: PackedProgramme;
    /** The last day the programme carries in full: « Aujourd’hui » shows no later day. */
    lastDay: string;
    buildTime: string;
  };
  "templates/content-page": { page: Extract<ContentPage, { template: "generic" }> };
  "templates/custom-showtimes-page": {
    page: Extract<ContentPage, { template: "showtimes" }>;
    films: SelectedFilm[];
    buildTime: string;
  };
  "templates/ticketing-handoff-page": { segment: TicketingSegment };
  /** The permalinks find films in the film index (writeFilmIndexes), not in their context. */
  "templates/film-permalink-page": NoContext;
  "templates/privacy-page": NoContext;
  "templates/login-page": NoContext;
  "templates/forgotten-password-page": NoContext;
  "templates/password-reset-page": NoContext;
  "templates/forgotten-username-page": NoContext;
  "templates/signup-page": NoContext;
  "templates/signup-redirect-page": NoContext;
  "templates/activation-page": NoContext;
  "templates/account-page": NoContext;
  "templates/account-card-page": NoContext;
  "templates/account-history-page": NoContext;
  "templates/account-profile-page": NoContext;
  "templates/account-rewards-page": NoContext;
  "templates/gift-cards-page": NoContext;
  /** The pages of src/pages/, which Gatsby creates itself. */
  "pages/cinema": NoContext;
  "pages/hors-ligne": NoContext;
  "pages/404": NoContext;
  "pages/500": NoContext;
}

/** A page component: a template the build creates pages with, or a page of src/pages/. */
export type PageComponent = keyof PageContexts;

/** A template: a page component the build creates pages with (createPage). */
export type TemplateComponent = Extract<PageComponent, `templates/${string}`>;

/** The page components whose context is empty. */
export type ContextlessComponent = { [C in PageComponent]: PageContexts[C] extends NoContext ? C : never }[PageComponent];
