import { useIntl } from "react-intl";
import styled from "styled-components";
import { Badge } from "../../../components/badge";
import type { AgeClassification } from "../../../domain/film-schema";
import { filmMessages } from "../messages";

const labels = {
  TP: filmMessages.ratingTP,
  "12": filmMessages.rating12,
  "16": filmMessages.rating16,
  "18": filmMessages.rating18,
} as const;

const Warning = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.muted};
`;

/**
 * French age classification (CNC visa), shown on every film: "TP" or "-12"/"-16"/"-18", the pictogram the label names
 * (a name, not hidden text: one element less a film where the programme shows dozens, docs/performance.md).
 */
export function AgeClassificationBadge({ classification }: { classification: AgeClassification }) {
  const intl = useIntl();
  const label = intl.formatMessage(labels[classification.rating]);
  const short = classification.rating === "TP" ? "TP" : `-${classification.rating}`;
  return (
    <Badge $tone={classification.rating === "TP" ? "light" : "dark"} title={label} role="img" aria-label={label}>
      {short}
    </Badge>
  );
}

export function AgeClassificationNotice({ classification }: { classification: AgeClassification }) {
  const intl = useIntl();
  return (
    <div>
      {intl.formatMessage(filmMessages.ratingLabel, {
        rating: intl.formatMessage(labels[classification.rating]),
        b: (chunks) => <strong key="label">{chunks}</strong>,
      })}
      {classification.warning && <Warning>{classification.warning}</Warning>}
    </div>
  );
}
