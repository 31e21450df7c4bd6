import { frenchTypography } from "../lib/french-typography";
import { INLINE_LINK } from "../lib/links/inline-link";
import type { ContentPage, PageBlock } from "../domain/page-schema";

const texts = (values: readonly string[]) => values.map(frenchTypography);
const optional = (text: string | undefined) => (text === undefined ? undefined : frenchTypography(text));

/** Stands for a link target while its paragraph is typeset: private-use characters no typography rule touches. */
const hold = (index: number) => `\uE000${index}\uE001`;
const HELD = /\uE000(\d+)\uE001/g;

/** A paragraph typeset, the targets of its `[label](target)` links kept exactly as written. */
export function typesetParagraph(paragraph: string): string {
  const targets: string[] = [];
  const held = paragraph.replace(
    INLINE_LINK,
    (_link, label: string, target: string) => `[${label}](${hold(targets.push(target) - 1)})`,
  );
  return frenchTypography(held).replace(HELD, (_held, index: string) => targets[Number(index)] ?? "");
}

function typesetBlock(block: PageBlock): PageBlock {
  switch (block.type) {
    case "text":
      return { ...block, heading: optional(block.heading), paragraphs: block.paragraphs.map(typesetParagraph) };
    case "image":
      return { ...block, alt: frenchTypography(block.alt) };
    case "links":
      return {
        ...block,
        heading: optional(block.heading),
        // The label is text; the target and the POST fields are what the link sends, kept as written.
        links: block.links.map((link) => ({ ...link, label: frenchTypography(link.label) })),
      };
    case "table":
      return { ...block, caption: frenchTypography(block.caption), columns: texts(block.columns), rows: block.rows.map(texts) };
  }
}

/**
 * The page's texts as the site shows them (docs/typography.md): titles, headings, paragraphs, labels,
 * alternative texts, table cells. Never what is not text: slugs, ids, link targets, POST fields, image paths.
 */
export const typesetPage = (page: ContentPage): ContentPage => ({
  ...page,
  title: frenchTypography(page.title),
  description: frenchTypography(page.description),
  blocks: page.blocks.map(typesetBlock),
  modals: page.modals.map((modal) => ({
    ...modal,
    title: frenchTypography(modal.title),
    paragraphs: modal.paragraphs.map(typesetParagraph),
  })),
});
