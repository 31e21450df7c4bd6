import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { paths } from "../config/paths";
import type { PageContexts } from "../lib/page-contexts";
import { ModalMount } from "../features/content-pages/content-modal";
import { PageBlocks } from "../features/content-pages/page-blocks";

export type ContentPageContext = PageContexts["templates/content-page"];

/** The generic page template: a content file's blocks, with a modal mount point. */
export default function ContentPage({ pageContext: { page } }: PageProps<object, ContentPageContext>) {
  return (
    <ModalMount modals={page.modals}>
      <article>
        <h1>{page.title}</h1>
        <PageBlocks blocks={page.blocks} />
      </article>
    </ModalMount>
  );
}

export const Head: HeadFC<object, ContentPageContext> = ({ pageContext: { page } }) => (
  <Seo title={page.title} description={page.description} path={paths.contentPage(page.slug)} />
);
