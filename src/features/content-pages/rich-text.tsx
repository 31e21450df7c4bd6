import { Fragment } from "react";
import { SiteLink } from "../../components/site-link/site-link";
import { INLINE_LINK } from "../../lib/links/inline-link";

/** A paragraph of a content file: plain text with links written `[label](target)`. */
export function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label = "", target = ""] = match;
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(
      <SiteLink key={`l${match.index}`} to={target}>
        {label}
      </SiteLink>,
    );
    last = match.index + whole.length;
  }
  parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
