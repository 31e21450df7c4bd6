import { useIntl } from "react-intl";
import { Badge } from "../../../components/badge";
import type { FilmTag } from "../../../domain/film-values";
import { filmMessages } from "../messages";

const tagLabels = { NEW: filmMessages.tagNew, PREVIEW: filmMessages.tagPreview } as const;

export function FilmTags({ tags }: { tags: readonly FilmTag[] }) {
  const intl = useIntl();
  return (
    <>
      {tags.map((tag) => (
        <Badge key={tag} $tone="accent">
          {intl.formatMessage(tagLabels[tag])}
        </Badge>
      ))}
    </>
  );
}
