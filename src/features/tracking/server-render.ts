import * as layoutParts from "./composition/layout-parts";
import { provideTrackingParts } from "./composition/tracking-parts";

/*
 * Tracking's entry for the server render (gatsby-ssr): kept apart from index.ts, whose importers are in
 * the browser bundle, so the layout parts stay in their own chunk there.
 */
export { TrackingSettingsScript } from "./composition/tracking-settings-script";

/** Ad containers and « Gérer mes cookies » are pre-rendered from the build's settings. */
export const provideTrackingPartsToServerRender = (): void => provideTrackingParts(layoutParts);
