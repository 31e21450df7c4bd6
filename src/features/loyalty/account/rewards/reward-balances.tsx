import { useIntl } from "react-intl";
import styled from "styled-components";
import { loyaltySettings } from "../../core/settings/loyalty-settings";
import { balanceLabels, balancesToShow, formatBalance } from "../format-member";
import { rewardsMessages as m } from "./messages";
import type { Balances } from "./reward-types";

const Panel = styled.section`
  margin: 0 0 2rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.content};
  background: ${({ theme }) => theme.colors.brand5};

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 2rem;
    margin: 0 0 0.5rem;
  }
  dt {
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.2;
  }
  p {
    margin: 0;
  }
`;

/** « Mon solde »: each balance type the site shows (SPEC §4: POINTS only for BOOST_POS providers), as answered now. */
export function RewardBalances({ balances }: { balances: Balances }) {
  const intl = useIntl();
  const shown = balancesToShow({ balances }, loyaltySettings.balanceTypes);
  return (
    <Panel aria-labelledby="account-rewards-balance">
      <h2 id="account-rewards-balance">{intl.formatMessage(m.balanceTitle)}</h2>
      <dl>
        {shown.map(({ type, amount }) => (
          <div key={type}>
            <dt>{intl.formatMessage(balanceLabels[type])}</dt>
            <dd>{formatBalance(intl, type, amount)}</dd>
          </div>
        ))}
      </dl>
      <p>{intl.formatMessage(m.balanceHint)}</p>
    </Panel>
  );
}
