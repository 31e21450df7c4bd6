import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { paths } from "../../config/paths";
import type { SiteConfig } from "../../domain/site-schema";
import { APPLE_TOUCH_ICON, MANIFEST_ICONS } from "../../config/app-icons";
import { appIconSvg, webAppManifest } from "./web-app-manifest";

/** Every file this writer adds to public/ (the service worker precaches them). */
export const webAppFiles = (): string[] => [
  paths.webAppManifest(),
  ...[...MANIFEST_ICONS, APPLE_TOUCH_ICON].map((icon) => paths.appIcon(icon.name)),
];

/** Writes public/manifest.webmanifest and its PNG icons, drawn in the theme's colours (sharp renders the SVG). */
export async function writeWebAppManifest(publicDir: string, site: Pick<SiteConfig, "name" | "shortName" | "theme">) {
  const icons = [...MANIFEST_ICONS, APPLE_TOUCH_ICON];
  await mkdir(path.dirname(path.join(publicDir, paths.appIcon("x"))), { recursive: true });
  await Promise.all(
    icons.map(async (icon) => {
      const png = await sharp(Buffer.from(appIconSvg(icon, site.theme.palette)))
        .png({ compressionLevel: 9 })
        .toBuffer();
      await writeFile(path.join(publicDir, paths.appIcon(icon.name)), png);
    }),
  );
  await writeFile(path.join(publicDir, paths.webAppManifest()), `${JSON.stringify(webAppManifest(site), null, 2)}\n`);
}
