import type { Page } from "@playwright/test";

/** A film page's first « Réserver » link, in its « Séances » region. */
export const firstBookingLink = (page: Page) =>
  page
    .getByRole("region", { name: "Séances" })
    .getByRole("link", { name: /^Réserver / })
    .first();
