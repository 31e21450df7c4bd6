import { useIntl } from "react-intl";
import styled from "styled-components";
import { siteConfig } from "../../../config/site-config";
import { giftCardsMessages as m } from "./messages";

const Card = styled.div`
  position: relative;
  display: grid;
  align-content: space-between;
  width: min(100%, 20rem);
  aspect-ratio: 1.586;
  margin: 1rem 0;
  padding: 1rem 1.25rem;
  border-radius: 14px;
  background:
    radial-gradient(circle at 85% 20%, rgb(255 255 255 / 0.45) 0 18%, transparent 19%),
    linear-gradient(135deg, ${({ theme }) => theme.palette.accent}, #ffd166);
  color: #1f1f1f;
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.18);
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Kind = styled.span`
  font-size: 1.5rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** A drawing of the gift card (decorative: the section's heading says what it is). */
export function GiftCardPicture() {
  const intl = useIntl();
  return (
    <Card aria-hidden="true">
      <Kind>{intl.formatMessage(m.picture)}</Kind>
      <span>{siteConfig.name}</span>
    </Card>
  );
}
