import { useIntl } from "react-intl";
import styled from "styled-components";
import { consentMessages } from "./messages";
import { openConsentPreferences } from "./open-preferences";

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.highlight};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** « Gérer mes cookies »: reopens the consent banner's preferences (SPEC §4). */
export function ManageCookiesButton() {
  const intl = useIntl();
  return (
    <LinkButton type="button" onClick={openConsentPreferences}>
      {intl.formatMessage(consentMessages.manageCookies)}
    </LinkButton>
  );
}
