/**
 * The website manager's live preview (SPEC §1), as both ends speak it: the site's preview bridge and the
 * sandbox's stand-in for the content-management app (sandbox/src/routes/cms-stand-in.ts).
 */

/** Every page of the site has a preview copy at `${PREVIEW_PREFIX}{path}`. */
export const PREVIEW_PREFIX = "/cms-preview";

/** The self-hosted fonts (src/components/fonts.css): a preview can choose only among them. */
export const PREVIEW_FONTS = ["Open Sans", "Open Sans Condensed"] as const;

/** What the preview page tells its opener or parent once it listens. */
export const MOUNTED_MESSAGE = { type: "lifeCycle", lifeCycle: "mounted" } as const;
