/** A link inside a content paragraph, written `[label](target)` (docs/links-and-preview.md, "Content pages"). */
export const INLINE_LINK = /\[([^\]\n]{1,120})\]\(([^)\s]{1,500})\)/g;
