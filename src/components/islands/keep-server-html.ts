/** One object for every render: React writes innerHTML again only when this prop's identity changes. */
export const KEEP_SERVER_HTML = { __html: "" };
