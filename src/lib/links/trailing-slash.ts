/** `/cinema` → `/cinema/`: the site's pages all end with a slash, and links may be written without it. */
export const withTrailingSlash = (path: string): string => (path.endsWith("/") ? path : `${path}/`);
