import { MANIFEST_ICONS, type AppIcon } from "../../config/app-icons";
import { paths } from "../../config/paths";
import type { SiteConfig } from "../../domain/site-schema";
import { frenchTypography } from "../../lib/french-typography";

/**
 * The site's mark (a sun rising over a line, as the favicon) in the theme's colours: the text colour as
 * ground, the accent as sun. `any` is a rounded square; `maskable` fills the square and keeps the mark
 * within the safe circle of radius 40 % that every launcher's mask leaves visible.
 */
export function appIconSvg({ size, purpose }: AppIcon, palette: SiteConfig["theme"]["palette"]): string {
  const ground = palette.primary;
  const sun = palette.accent;
  const shapes =
    purpose === "maskable"
      ? `<rect width="100" height="100" fill="${ground}"/><path d="M22 60a28 28 0 0 1 56 0z" fill="${sun}"/><rect x="22" y="64" width="56" height="5" rx="2.5" fill="${sun}"/>`
      : `<rect width="100" height="100" rx="18" fill="${ground}"/><path d="M16 62a34 34 0 0 1 68 0z" fill="${sun}"/><rect x="16" y="67" width="68" height="6" rx="3" fill="${sun}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${shapes}</svg>`;
}

/** The web app manifest (W3C Web Application Manifest): French names, the theme's colours, two shortcuts. */
export function webAppManifest(site: Pick<SiteConfig, "name" | "shortName" | "theme">) {
  const icon = (entry: AppIcon) => ({
    src: paths.appIcon(entry.name),
    sizes: `${entry.size}x${entry.size}`,
    type: "image/png",
    purpose: entry.purpose,
  });
  const shortcutIcons = [icon(MANIFEST_ICONS[0]!)];
  return {
    id: paths.home(),
    name: site.name,
    short_name: site.shortName,
    description: frenchTypography(`${site.name} : films à l'affiche, séances et carte de fidélité`),
    lang: "fr-FR",
    dir: "ltr",
    start_url: paths.home(),
    scope: paths.home(),
    display: "standalone",
    theme_color: site.theme.palette.accent,
    background_color: site.theme.palette.background,
    categories: ["entertainment"],
    icons: MANIFEST_ICONS.map(icon),
    shortcuts: [
      { name: "Séances", short_name: "Séances", url: paths.filmListing(), icons: shortcutIcons },
      { name: "Ma carte", short_name: "Ma carte", url: paths.accountCard(), icons: shortcutIcons },
    ],
  };
}
