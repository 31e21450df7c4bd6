// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { localizeRouteAnnouncer } from "./localize-route-announcer";

/** Gatsby's route announcer as the build renders it in every page (cache-dir/route-announcer-props.js). */
function renderAnnouncer(): HTMLElement {
  const announcer = document.createElement("div");
  announcer.id = "gatsby-announcer";
  announcer.setAttribute("aria-live", "assertive");
  announcer.setAttribute("aria-atomic", "true");
  document.body.replaceChildren(announcer);
  return announcer;
}

/** What Gatsby's RouteAnnouncer writes an animation frame after a client-side navigation. */
async function gatsbyAnnounces(announcer: HTMLElement, pageName: string) {
  announcer.textContent = `Navigated to ${pageName}`;
  // The translation runs in a mutation observer's callback, a microtask queued before this one.
  await Promise.resolve();
}

describe("localizeRouteAnnouncer", () => {
  let announcer: HTMLElement;
  beforeEach(() => {
    announcer = renderAnnouncer();
  });

  it("says nothing on a full load: the announcer stays as empty as the server rendered it", async () => {
    localizeRouteAnnouncer();
    await Promise.resolve();
    expect(announcer.textContent).toBe("");
  });

  it("says « Navigation vers » the page after each client-side navigation, in French", async () => {
    localizeRouteAnnouncer();
    localizeRouteAnnouncer();
    await gatsbyAnnounces(announcer, "Films et séances");
    expect(announcer.textContent).toBe("Navigation vers Films et séances");
    localizeRouteAnnouncer();
    await gatsbyAnnounces(announcer, "Cinéma L’Aurore, cinéma indépendant à Lyon");
    expect(announcer.textContent).toBe("Navigation vers Cinéma L’Aurore, cinéma indépendant à Lyon");
  });

  it("leaves any other text as it is", async () => {
    localizeRouteAnnouncer();
    announcer.textContent = "Chargement de la page…";
    await Promise.resolve();
    expect(announcer.textContent).toBe("Chargement de la page…");
  });

  it("does nothing on a page without Gatsby's announcer", () => {
    document.body.replaceChildren();
    expect(() => localizeRouteAnnouncer()).not.toThrow();
  });
});
