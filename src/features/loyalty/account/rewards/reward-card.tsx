import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../../components/button";
import { VisuallyHidden } from "../../../../components/visually-hidden";
import { rewardsMessages as m } from "./messages";
import type { Reward } from "./reward-types";

const Card = styled.article<{ $affordable: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.brand4};
  border-top: 6px solid ${({ theme, $affordable }) => ($affordable ? theme.palette.accent : theme.colors.brand5)};
  border-radius: ${({ theme }) => theme.radii.content};
  background: ${({ theme }) => theme.palette.background};

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

const Category = styled.p`
  font-size: 0.8125rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.palette.muted};
`;

const Cost = styled.p`
  margin-top: auto !important;
  padding-top: 0.5rem;
  font-size: 1.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-family: ${({ theme }) => theme.fonts.heading};
`;

const Progress = styled.div<{ $ratio: number }>`
  height: 0.5rem;
  border-radius: 0.25rem;
  background: ${({ theme }) => theme.colors.brand5};
  overflow: hidden;

  &::after {
    content: "";
    display: block;
    width: ${({ $ratio }) => Math.round($ratio * 100)}%;
    height: 100%;
    background: ${({ theme }) => theme.palette.highlight};
  }
`;

const Status = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.palette.highlight};
`;

/**
 * One reward: what it is, its price in points, and either « Échanger » (the member can afford it and the site can
 * redeem online) or how many points are still missing. An unaffordable reward has no button at all.
 */
export function RewardCard({
  reward,
  points,
  redeemable,
  onRedeem,
}: {
  reward: Reward;
  points: number;
  /** Whether this site redeems online (version 3); otherwise the member asks at the box office. */
  redeemable: boolean;
  onRedeem: (reward: Reward, opener: HTMLButtonElement) => void;
}) {
  const intl = useIntl();
  const titleId = `reward-${reward.itemId}`;
  const missing = Math.max(reward.pointsCost - points, 0);
  return (
    <Card aria-labelledby={titleId} $affordable={reward.canRedeem}>
      {reward.category && <Category>{reward.category}</Category>}
      <h3 id={titleId}>{reward.name}</h3>
      {reward.description && <p>{reward.description}</p>}
      <Cost>{intl.formatMessage(m.cost, { points: reward.pointsCost })}</Cost>
      {reward.canRedeem ? (
        redeemable ? (
          <div>
            <Button type="button" aria-haspopup="dialog" onClick={(event) => onRedeem(reward, event.currentTarget)}>
              {intl.formatMessage(m.redeem)}
              <VisuallyHidden> « {reward.name} »</VisuallyHidden>
            </Button>
          </div>
        ) : (
          <>
            <Status>{intl.formatMessage(m.available)}</Status>
            <p>{intl.formatMessage(m.atBoxOffice)}</p>
          </>
        )
      ) : (
        <>
          <Progress $ratio={reward.pointsCost > 0 ? Math.min(points / reward.pointsCost, 1) : 1} aria-hidden="true" />
          <Status>
            {missing > 0 ? intl.formatMessage(m.missing, { points: missing }) : intl.formatMessage(m.notAffordable)}
          </Status>
        </>
      )}
    </Card>
  );
}
