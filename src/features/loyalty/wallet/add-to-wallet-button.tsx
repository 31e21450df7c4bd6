import type { UseMutationResult } from "@tanstack/react-query";
import { useId } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert } from "../../../components/alert";
import { leaveSiteFor } from "../../../components/site-link/navigate";
import { VisuallyHidden } from "../../../components/visually-hidden";
import { useLoyaltyFailureMessage } from "../core/errors/use-loyalty-error-message";
import { walletMessages as m } from "./messages";
import { UntrustedWalletLinkError } from "./wallet-link";

/** Google Wallet's button style (black, white text, pill shape), without Google's logo artwork. */
const WalletButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0.5rem 1.5rem;
  border: 1px solid #747775;
  border-radius: 999px;
  background: #000000;
  color: #ffffff;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &[aria-disabled="true"] {
    opacity: 0.75;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.highlight};
    outline-offset: 2px;
  }
`;

/** Where the browser goes with a checked link (a seam for tests: jsdom cannot navigate). */
export const walletNavigation = { follow: leaveSiteFor };

/**
 * « Ajouter à Google Wallet »: asks the backend for the pass's save link on each click (never twice at
 * once), follows it only when it is a link of Google Wallet's own origin, otherwise says so.
 */
export function AddToWalletButton({ link, pass }: { link: UseMutationResult<string, Error, void>; pass: string }) {
  const intl = useIntl();
  const errorId = useId();
  const failureMessage = useLoyaltyFailureMessage(m.failed);
  const onClick = () => {
    if (link.isPending) return;
    link.mutate(undefined, { onSuccess: (href) => walletNavigation.follow(href) });
  };
  const error = link.error;
  return (
    <div>
      <WalletButton
        type="button"
        onClick={onClick}
        aria-disabled={link.isPending || undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {intl.formatMessage(link.isPending ? m.preparing : m.add)} <VisuallyHidden>{pass}</VisuallyHidden>
      </WalletButton>
      {error && (
        <Alert $tone="error" role="alert" id={errorId}>
          {error instanceof UntrustedWalletLinkError ? intl.formatMessage(m.refused) : failureMessage(error)}
        </Alert>
      )}
    </div>
  );
}
