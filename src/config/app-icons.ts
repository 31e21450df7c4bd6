/** The web app's icons, drawn at build time (src/builder/writers/web-app-manifest.ts) and linked by every page's head. */
export interface AppIcon {
  name: string;
  size: number;
  /** `maskable`: drawn full-bleed, the mark inside the central safe circle (80 % of the width). */
  purpose: "any" | "maskable";
}

/** The manifest's icons; Chromium's install prompt wants 192 and 512 px. */
export const MANIFEST_ICONS: readonly AppIcon[] = [
  { name: "icon-192", size: 192, purpose: "any" },
  { name: "icon-512", size: 512, purpose: "any" },
  { name: "icon-maskable-512", size: 512, purpose: "maskable" },
];

/** iOS ignores the manifest's icons; it rounds the corners itself, so the icon is full-bleed. */
export const APPLE_TOUCH_ICON: AppIcon = { name: "apple-touch-icon", size: 180, purpose: "maskable" };
