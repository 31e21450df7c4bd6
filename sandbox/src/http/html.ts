const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** A small French page; `body` must already be escaped HTML. */
export const htmlPage = (title: string, body: string): string => `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body>
${body}
</body>
</html>
`;

export const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  // An empty icon: browsers would otherwise ask for /favicon.ico, which the policy refuses (Firefox logs it).
  "content-security-policy": "default-src 'none'; img-src data:; form-action 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
} as const;
