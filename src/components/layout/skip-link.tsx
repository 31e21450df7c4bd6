import { useIntl } from "react-intl";
import styled from "styled-components";
import { SiteLink } from "../site-link/site-link";
import { layoutMessages } from "./messages";

export const MAIN_CONTENT_ID = "contenu";

const Link = styled(SiteLink)`
  position: absolute;
  left: 0.5rem;
  top: -10rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.background};
  border-radius: ${({ theme }) => theme.radii.buttons};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:focus {
    top: 0.5rem;
  }
`;

/**
 * First focusable element of every page: jumps over the header to the main landmark. A site link to `#contenu`:
 * the same `<a href="#contenu">` in the HTML, which works before hydration; once hydrated, the focus moves there.
 */
export function SkipLink() {
  const intl = useIntl();
  return <Link to={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage(layoutMessages.skipToContent)}</Link>;
}
