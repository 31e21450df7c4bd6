import { Fragment } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { EmailAddress } from "../../../components/email-address";
import { SiteLink } from "../../../components/site-link/site-link";
import { paths } from "../../../config/paths";
import type { MemberDetails as Member } from "../core/api/types";
import { loyaltySettings } from "../core/settings/loyalty-settings";
import { CardNumber } from "./card-number";
import { balanceLabels, balancesToShow, formatBalance, formatExpiry } from "./format-member";
import { accountMessages as m } from "./messages";

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1.25rem;
  margin: 0 0 1.5rem;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    /* Past the break opportunities of an address or a number (<wbr>), a token longer than the line still fits. */
    overflow-wrap: anywhere;
  }
  /* A phone: each value under its name, on the whole width (a card number or an address on one line). */
  @media (max-width: 479.98px) {
    grid-template-columns: 1fr;
    gap: 0;

    dd {
      margin-bottom: 0.6rem;
    }
  }
`;

/** The member's details and balances (SPEC §3 member details). */
export function MemberDetails({ member }: { member: Member }) {
  const intl = useIntl();
  const balances = balancesToShow(member, loyaltySettings.balanceTypes);
  return (
    <>
      <section aria-labelledby="account-details">
        <h2 id="account-details">{intl.formatMessage(m.detailsTitle)}</h2>
        <Facts>
          <dt>{intl.formatMessage(m.name)}</dt>
          <dd>{`${member.firstName} ${member.lastName}`}</dd>
          <dt>{intl.formatMessage(m.email)}</dt>
          <dd>
            <EmailAddress value={member.email} />
          </dd>
          <dt>{intl.formatMessage(m.cardNumber)}</dt>
          <dd>{member.cardNumber ? <CardNumber value={member.cardNumber} /> : intl.formatMessage(m.noCard)}</dd>
          {member.memberLevelName && (
            <>
              <dt>{intl.formatMessage(m.level)}</dt>
              <dd>{member.memberLevelName}</dd>
            </>
          )}
          <dt>{intl.formatMessage(m.expiry)}</dt>
          <dd>{formatExpiry(intl, member.memberExpiry)}</dd>
        </Facts>
      </section>
      {balances.length > 0 && (
        <section aria-labelledby="account-balances">
          <h2 id="account-balances">{intl.formatMessage(m.balancesTitle)}</h2>
          <Facts>
            {balances.map(({ type, amount }) => (
              <Fragment key={type}>
                <dt>{intl.formatMessage(balanceLabels[type])}</dt>
                <dd>{formatBalance(intl, type, amount)}</dd>
              </Fragment>
            ))}
          </Facts>
          <p>
            <SiteLink to={paths.accountRewards()}>{intl.formatMessage(m.rewardsShortcut)}</SiteLink>
          </p>
        </section>
      )}
    </>
  );
}
