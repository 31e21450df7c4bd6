import styled from "styled-components";
import { PostLink } from "../../components/site-link/post-link";
import { SiteLink } from "../../components/site-link/site-link";
import type { PageBlock } from "../../domain/page-schema";
import { RichText } from "./rich-text";

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-block: 1rem;

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.brand4};
    text-align: left;
  }
`;

const Figure = styled.figure`
  margin: 1rem 0;
  img {
    max-width: 100%;
    height: auto;
  }
`;

const LinkList = styled.ul`
  display: grid;
  gap: 0.5rem;
  padding-left: 1.25rem;
`;

function Block({ block }: { block: PageBlock }) {
  switch (block.type) {
    case "text":
      return (
        <section id={block.id}>
          {block.heading && <h2>{block.heading}</h2>}
          {block.paragraphs.map((text) => (
            <p key={text}>
              <RichText text={text} />
            </p>
          ))}
        </section>
      );
    case "image":
      return (
        <Figure>
          <img src={block.src} alt={block.alt} width={block.width} height={block.height} loading="lazy" />
        </Figure>
      );
    case "links":
      return (
        <section id={block.id}>
          {block.heading && <h2>{block.heading}</h2>}
          <LinkList>
            {block.links.map((link) => (
              <li key={`${link.label}${link.to}`}>
                {link.post ? (
                  <PostLink to={link.to} fields={link.post}>
                    {link.label}
                  </PostLink>
                ) : (
                  <SiteLink to={link.to}>{link.label}</SiteLink>
                )}
              </li>
            ))}
          </LinkList>
        </section>
      );
    case "table":
      return (
        <Table id={block.id}>
          <caption>{block.caption}</caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={`${index}${cell}`}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      );
  }
}

/** The blocks of a content page, in order. */
export function PageBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
