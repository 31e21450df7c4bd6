import { useIntl } from "react-intl";
import styled from "styled-components";
import { ACCOUNT_SECTIONS, accountSection, type AccountSection } from "../../core/account-sections/account-sections";
import { areaMessages as m } from "../../core/account-sections/messages";
import { SiteLink } from "../../../../components/site-link/site-link";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0 0 1.5rem;
  padding: 0 0 0.5rem;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.brand4};

  a {
    display: inline-block;
    padding: 0.6rem 0.25rem;
    color: ${({ theme }) => theme.palette.primary};
  }
  a[aria-current="page"] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration-thickness: 3px;
  }
`;

/** The area's menu: one link per section, the current one marked for screen readers too. */
export function AccountNav({ current }: { current: AccountSection }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.navLabel)}>
      <List>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section}>
            <SiteLink to={accountSection[section].path()} aria-current={section === current ? "page" : undefined}>
              {intl.formatMessage(accountSection[section].navLabel)}
            </SiteLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
