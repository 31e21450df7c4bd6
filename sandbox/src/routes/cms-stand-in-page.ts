import { createHash } from "node:crypto";
import { FOOTER_LAYOUTS, HEADER_LAYOUTS, LOGO_SIZES } from "../../../src/domain/site-values";
import { PREVIEW_FONTS } from "../../../src/lib/preview-vocabulary";
import { escapeHtml } from "../http/html";

/** What the page starts from: the site's own palette, fonts and layout (content/site.json). */
export interface CmsDefaults {
  palette: Record<string, string>;
  fonts: { body: string; heading: string };
  layout: {
    headerLayout: string;
    footerLayout: string;
    logoSize: string;
    hasSearch: boolean;
    footerMobileLinks: { label: string; to: string }[];
  };
}

const COLOR_LABELS: Record<string, string> = {
  accent: "Accent",
  primary: "Texte",
  muted: "Texte discret",
  highlight: "Liens et focus",
  background: "Fond",
  headerBackground: "Fond de l’en-tête",
  footerBackground: "Fond du pied de page",
};
const CHOICE_LABELS: Record<string, string> = {
  classic: "Classique",
  centered: "Centrée",
  columns: "En colonnes",
  compact: "Compacte",
  small: "Petite",
  medium: "Moyenne",
  large: "Grande",
};

/** Posts each control's message to the framed preview (its origin only) and shows what the preview says. */
const SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById("cms-config").textContent);
  const frame = document.getElementById("cms-frame");
  const status = document.getElementById("cms-status");
  const log = document.getElementById("cms-log");
  const note = (text) => { const item = document.createElement("li"); item.textContent = text; log.prepend(item); };
  const fields = (type) => document.querySelectorAll('[data-type="' + type + '"] [name]');
  const payload = {
    // Only the colours changed here: each replaces that colour in both the light and the dark scheme.
    colorScheme: () => Object.fromEntries([...fields("colorScheme")].filter((input) => input.value !== input.defaultValue).map((input) => [input.name, input.value])),
    font: () => Object.fromEntries([...fields("font")].map((select) => [select.name, select.value])),
    headerLayout: () => fields("headerLayout")[0].value,
    footerLayout: () => fields("footerLayout")[0].value,
    logoSize: () => fields("logoSize")[0].value,
    hasSearch: () => fields("hasSearch")[0].checked,
    footerMobileLinks: () => fields("footerMobileLinks")[0].value.split("\\n").map((line) => line.split("|"))
      .filter((parts) => parts.length === 2 && parts[0].trim() && parts[1].trim())
      .map(([label, to]) => ({ label: label.trim(), to: to.trim() })),
  };
  const send = (type) => {
    const message = { type, [type]: payload[type]() };
    frame.contentWindow.postMessage(message, config.siteOrigin);
    note("Envoyé : " + JSON.stringify(message));
  };
  for (const group of document.querySelectorAll("[data-type]")) {
    const type = group.dataset.type;
    if (type === "footerMobileLinks") group.querySelector("button").addEventListener("click", () => send(type));
    else group.addEventListener(type === "colorScheme" ? "input" : "change", () => send(type));
  }
  window.addEventListener("message", (event) => {
    if (event.origin !== config.siteOrigin || event.source !== frame.contentWindow) return;
    note("Reçu : " + JSON.stringify(event.data));
    if (event.data && event.data.type === "lifeCycle" && event.data.lifeCycle === "mounted") {
      status.textContent = "Aperçu prêt : message lifeCycle « mounted » reçu.";
    }
  });
  document.getElementById("cms-page").addEventListener("submit", (event) => {
    event.preventDefault();
    const path = new FormData(event.target).get("page");
    const url = new URL(config.previewPrefix + path, config.siteOrigin);
    if (!/^\\/(?![\\/\\\\])/.test(path) || url.origin !== config.siteOrigin) return;
    status.textContent = "En attente du message lifeCycle « mounted »…";
    frame.src = url.href;
  });
})();`;

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f1f1f}
.cms{display:grid;grid-template-columns:20rem minmax(0,1fr);gap:1rem;padding:1rem}
fieldset{margin:0 0 1rem;border:1px solid #8c8c8c;border-radius:8px}
label{display:block;margin:.25rem 0}
iframe{width:100%;height:85vh;border:1px solid #8c8c8c}
#cms-log{font:12px/1.4 monospace;max-height:12rem;overflow:auto}`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The page's own policy: its one script and style by hash, frames of the site only, framed by nobody. */
export const cmsContentSecurityPolicy = (siteOrigin: string) =>
  `default-src 'none'; script-src ${sha256(SCRIPT)}; style-src ${sha256(STYLE)}; frame-src ${siteOrigin}; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`;

const options = (values: readonly string[], chosen: string, label = (value: string) => CHOICE_LABELS[value] ?? value) =>
  values
    .map(
      (value) =>
        `<option value="${escapeHtml(value)}"${value === chosen ? " selected" : ""}>${escapeHtml(label(value))}</option>`,
    )
    .join("");

const select = (type: string, legend: string, values: readonly string[], chosen: string) =>
  `<fieldset data-type="${type}"><legend>${legend} (${type})</legend><select name="${type}" aria-label="${legend}">${options(values, chosen)}</select></fieldset>`;

/** The page of GET /sandbox/cms: a control per message type beside the framed preview of `pagePath`. */
export function cmsPage(siteOrigin: string, previewPrefix: string, pagePath: string, defaults: CmsDefaults): string {
  const { palette, fonts, layout } = defaults;
  const config = JSON.stringify({ siteOrigin, previewPrefix }).replace(/</g, "\\u003c");
  const colors = Object.entries(palette)
    .map(
      ([key, value]) =>
        `<label>${escapeHtml(COLOR_LABELS[key] ?? key)} <input type="color" name="${escapeHtml(key)}" value="${escapeHtml(value.toLowerCase())}"></label>`,
    )
    .join("");
  const fontSelect = (name: "body" | "heading", label: string) =>
    `<label>${label} <select name="${name}">${options(PREVIEW_FONTS, fonts[name], (value) => value)}</select></label>`;
  const links = layout.footerMobileLinks.map(({ label, to }) => `${label} | ${to}`).join("\n");
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Gestion de contenu (bac à sable)</title><style>${STYLE}</style></head>
<body>
<div class="cms">
<main>
<h1>Gestion de contenu (bac à sable)</h1>
<p>Cette page remplace l’outil de gestion de contenu : elle affiche l’aperçu d’une page du site et lui envoie chaque réglage par <code>postMessage</code>.</p>
<p id="cms-status" role="status">En attente du message lifeCycle « mounted »…</p>
<form id="cms-page"><label>Page à prévisualiser <input name="page" value="${escapeHtml(pagePath)}"></label><button>Afficher</button></form>
<fieldset data-type="colorScheme"><legend>Couleurs (colorScheme)</legend>${colors}</fieldset>
<fieldset data-type="font"><legend>Polices (font)</legend>${fontSelect("body", "Texte courant")}${fontSelect("heading", "Titres")}</fieldset>
${select("headerLayout", "Disposition de l’en-tête", HEADER_LAYOUTS, layout.headerLayout)}
${select("footerLayout", "Disposition du pied de page", FOOTER_LAYOUTS, layout.footerLayout)}
${select("logoSize", "Taille du logo", LOGO_SIZES, layout.logoSize)}
<fieldset data-type="hasSearch"><legend>Recherche (hasSearch)</legend><label><input type="checkbox" name="hasSearch"${layout.hasSearch ? " checked" : ""}> Recherche de films dans l’en-tête</label></fieldset>
<fieldset data-type="footerMobileLinks"><legend>Liens rapides sur mobile (footerMobileLinks)</legend><label>Un lien par ligne : libellé | cible <textarea name="footerMobileLinks" rows="4">${escapeHtml(links)}</textarea></label><button type="button">Envoyer les liens rapides</button></fieldset>
<h2>Messages</h2>
<ul id="cms-log"></ul>
</main>
<iframe id="cms-frame" title="Aperçu du site" src="${escapeHtml(new URL(previewPrefix + pagePath, siteOrigin).href)}"></iframe>
</div>
<script type="application/json" id="cms-config">${config}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
