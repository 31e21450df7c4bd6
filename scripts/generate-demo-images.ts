/**
 * Draws the demo poster and backdrops of content/images/ (`npm run images:demo`).
 * They stand in for an operator's files: a JPEG a distributor would send, turned into
 * responsive AVIF/WebP/JPEG at build time like any other (src/builder/writers/write-images.ts).
 * Nothing is downloaded: sharp renders drawn SVG scenes. Sizes and qualities keep the
 * committed files small (about 20 KB each); the build never enlarges a picture.
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("content/images");
const TITLE_FONT = "DejaVu Sans Condensed, Arial Narrow, sans-serif";

/** Dusk over a hospital window, 2:3 like a poster. */
const heuresClairesPoster = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 800 1200">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1b2a4a"/><stop offset="0.55" stop-color="#c8644a"/><stop offset="1" stop-color="#f4c27a"/>
  </linearGradient>
  <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#fff4d6"/><stop offset="0.6" stop-color="#ffd98a"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="800" height="1200" fill="url(#sky)"/>
<circle cx="520" cy="620" r="260" fill="url(#sun)"/>
<path d="M0 860 C160 800 300 900 460 840 S700 780 800 820 V1200 H0 Z" fill="#2d1f2f" opacity="0.85"/>
<g fill="#141a2c">${Array.from({ length: 9 }, (_, i) => `<rect x="${40 + i * 82}" y="${900 - (i % 3) * 60}" width="62" height="${320 + (i % 3) * 60}"/>`).join("")}</g>
<g fill="#ffd98a" opacity="0.9">${Array.from({ length: 18 }, (_, i) => `<rect x="${52 + (i % 9) * 82}" y="${960 + Math.floor(i / 9) * 70}" width="14" height="22"/>`).join("")}</g>
<path d="M330 520 q20 -70 60 -70 q40 0 60 70 v140 h-120 z" fill="#1b2a4a" opacity="0.9"/>
<text x="400" y="170" fill="#fff4d6" font-family="${TITLE_FONT}" font-weight="700" font-size="84" text-anchor="middle" letter-spacing="4">LES HEURES</text>
<text x="400" y="260" fill="#fff4d6" font-family="${TITLE_FONT}" font-weight="700" font-size="84" text-anchor="middle" letter-spacing="4">CLAIRES</text>
<text x="400" y="1150" fill="#fff4d6" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" text-anchor="middle">un film de Clémence Vautrin</text>
</svg>`;

/** A glasshouse in the snow at blue hour, 16:9, for the home page when « Le Jardin d'hiver » is featured. */
const jardinHiverBackdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1920 1080">
<defs>
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0e1a33"/><stop offset="0.55" stop-color="#35506e"/><stop offset="1" stop-color="#9fb7c9"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffe6a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe6a8" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="1920" height="1080" fill="url(#dusk)"/>
<path d="M0 780 C400 700 900 760 1300 720 S1800 700 1920 740 V1080 H0 Z" fill="#e8eef4"/>
<ellipse cx="1180" cy="620" rx="420" ry="260" fill="url(#glow)"/>
<path d="M900 760 V560 Q1180 360 1460 560 V760 Z" fill="#ffd98a" opacity="0.55"/>
<g stroke="#1c2b3f" stroke-width="8" fill="none">
  <path d="M900 760 V560 Q1180 360 1460 560 V760 Z"/>
  ${Array.from({ length: 6 }, (_, i) => `<line x1="${960 + i * 90}" y1="${760}" x2="${960 + i * 90}" y2="${470 + Math.abs(2.5 - i) * 40}"/>`).join("")}
  <line x1="900" y1="640" x2="1460" y2="640"/>
</g>
<g fill="#17324a">${Array.from({ length: 7 }, (_, i) => `<path d="M${80 + i * 110} 800 l50 -${180 + (i % 3) * 50} l50 ${180 + (i % 3) * 50} z"/>`).join("")}</g>
<g fill="#ffffff" opacity="0.8">${Array.from({ length: 90 }, (_, i) => `<circle cx="${(i * 211) % 1920}" cy="${(i * 89) % 760}" r="${2 + (i % 3)}"/>`).join("")}</g>
</svg>`;

/** A lighthouse keeper's window over the Rade de Brest at night, 16:9. */
const veilleursBrestBackdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1920 1080">
<defs>
  <linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#070d1f"/><stop offset="0.6" stop-color="#1c2a52"/><stop offset="1" stop-color="#3b4a72"/>
  </linearGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffe066" stop-opacity="0.7"/><stop offset="1" stop-color="#ffe066" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="1920" height="1080" fill="url(#night)"/>
<path d="M1420 330 L0 120 L0 520 Z" fill="url(#beam)"/>
<rect y="700" width="1920" height="380" fill="#0a1330"/>
<g opacity="0.6">${Array.from({ length: 36 }, (_, i) => `<rect x="${(i * 149) % 1880}" y="${720 + ((i * 41) % 330)}" width="${50 + (i % 4) * 30}" height="3" fill="#ffe066"/>`).join("")}</g>
<path d="M1360 700 L1390 330 H1450 L1480 700 Z" fill="#e9e4d4"/>
<g fill="#b8332e"><rect x="1372" y="440" width="96" height="40"/><rect x="1364" y="560" width="112" height="40"/></g>
<rect x="1380" y="290" width="80" height="40" fill="#ffe066"/>
<path d="M1370 290 L1420 250 L1470 290 Z" fill="#1c2b3f"/>
<path d="M1100 700 C1200 640 1300 650 1560 700 Z" fill="#05070f"/>
<g fill="#ffffff" opacity="0.7">${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 233) % 1920}" cy="${(i * 71) % 600}" r="${1 + (i % 2)}"/>`).join("")}</g>
</svg>`;

const IMAGES = [
  ["les-heures-claires-affiche.jpg", heuresClairesPoster],
  ["le-jardin-d-hiver-fond.jpg", jardinHiverBackdrop],
  ["les-veilleurs-de-brest-fond.jpg", veilleursBrestBackdrop],
] as const;

async function main() {
  mkdirSync(OUT, { recursive: true });
  for (const [name, svg] of IMAGES) {
    const file = path.join(OUT, name);
    await sharp(Buffer.from(svg)).jpeg({ quality: 70, mozjpeg: true }).toFile(file);
    console.log(`${file}: ${Math.round(statSync(file).size / 1024)} KB`);
  }
}

void main();
