import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert } from "../../../../components/alert";
import { SecondaryButton } from "../../../../components/button";
import { isLoyaltyRefusal } from "../../core/api/loyalty-client";
import { useLoyaltyFailureMessage } from "../../core/errors/use-loyalty-error-message";
import { loyaltyMessages } from "../../core/messages";
import { ConfirmDialog } from "../confirm-dialog";
import { RedeemedVouchers } from "./redeemed-vouchers";
import { RewardBalances } from "./reward-balances";
import { RewardCard } from "./reward-card";
import { rewardsMessages as m } from "./messages";
import { useRedeemReward } from "./redeem-reward";
import type { Reward } from "./reward-types";
import { canRedeemOnline, useRewards } from "./rewards-query";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const pointsOf = (balances: { type: string; amount: number }[]) => balances.find((b) => b.type === "POINTS")?.amount ?? 0;

/** « Mes avantages »: the balances, then every reward with its cost; redeeming asks first and shows the voucher. */
export function RewardsSection() {
  const intl = useIntl();
  const rewards = useRewards();
  const { redeem, isPending } = useRedeemReward();
  const failureMessage = useLoyaltyFailureMessage(m.actionFailed, loyaltyMessages.unavailable);
  const [pending, setPending] = useState<Reward | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const redeemable = canRedeemOnline();
  const points = pointsOf(rewards.data?.balances ?? []);

  // After a redemption the dialog is gone and the button may be too: the focus goes to the voucher.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const confirm = async () => {
    if (!pending) return;
    setError(null);
    try {
      const answer = await redeem(pending);
      if (!answer) return;
      opener.current = null;
      setDone(intl.formatMessage(m.redeemed, { name: pending.name, voucherCode: answer.voucherCode }));
      setPending(null);
    } catch (failure) {
      setError(failureMessage(failure as Error));
    }
  };

  const failure = rewards.error;
  return (
    <>
      {rewards.data && <RewardBalances balances={rewards.data.balances} />}
      <RedeemedVouchers />
      <section aria-labelledby="account-rewards-title">
        <h2 id="account-rewards-title">{intl.formatMessage(m.listTitle)}</h2>
        <div role="status">
          {rewards.isPending && <p>{intl.formatMessage(m.loading)}</p>}
          {done && (
            <Alert $tone="success" ref={doneRef} tabIndex={-1}>
              {done}
            </Alert>
          )}
        </div>
        {failure && !rewards.data && (
          <Alert $tone="error" role="alert">
            {isLoyaltyRefusal(failure)
              ? failureMessage(failure)
              : `${intl.formatMessage(m.failed)} ${intl.formatMessage(loyaltyMessages.unavailable)}`}{" "}
            <SecondaryButton type="button" onClick={() => void rewards.refetch()}>
              {intl.formatMessage(m.retry)}
            </SecondaryButton>
          </Alert>
        )}
        {rewards.data &&
          (rewards.data.rewards.length === 0 ? (
            <p>{intl.formatMessage(m.none)}</p>
          ) : (
            <Grid>
              {rewards.data.rewards.map((reward) => (
                <li key={reward.itemId}>
                  <RewardCard
                    reward={reward}
                    points={points}
                    redeemable={redeemable}
                    onRedeem={(next, button) => {
                      opener.current = button;
                      setDone(null);
                      setError(null);
                      setPending(next);
                    }}
                  />
                </li>
              ))}
            </Grid>
          ))}
      </section>
      {pending && (
        <ConfirmDialog
          id="reward-dialog"
          title={intl.formatMessage(m.confirmTitle, { name: pending.name })}
          cancelLabel={intl.formatMessage(m.cancel)}
          confirmLabel={intl.formatMessage(m.confirm, { cost: pending.pointsCost })}
          busyLabel={intl.formatMessage(m.confirming)}
          busy={isPending}
          error={error}
          tone="primary"
          onConfirm={() => void confirm()}
          onClose={() => {
            setPending(null);
            setError(null);
            opener.current?.focus();
          }}
        >
          <p>{intl.formatMessage(m.confirmCost, { cost: pending.pointsCost, left: Math.max(points - pending.pointsCost, 0) })}</p>
          <p>{intl.formatMessage(m.confirmVoucher)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
