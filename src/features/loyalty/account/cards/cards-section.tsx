import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Alert } from "../../../../components/alert";
import { SecondaryButton } from "../../../../components/button";
import { useLoyaltyFailureMessage } from "../../core/errors/use-loyalty-error-message";
import { CardNumber, formatCardNumber } from "../card-number";
import { ConfirmDialog } from "../confirm-dialog";
import { AddCardForm } from "./add-card-form";
import { useDeleteCard } from "./delete-card";
import { useCards, type MemberCardEntry } from "./get-cards";
import { cardsMessages as m } from "./messages";
import { useReportLostCard } from "./report-lost-card";

const List = styled.ul`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.brand4};
  }
`;

type Pending = { kind: "remove" | "lost"; card: MemberCardEntry } | null;

function CardLine({ card, onAsk }: { card: MemberCardEntry; onAsk: (pending: Pending, opener: HTMLButtonElement) => void }) {
  const intl = useIntl();
  const notes = [
    intl.formatMessage(card.cardType === "PHYSICAL" ? m.physical : m.dematerialized),
    card.isPrimary && card.status === "ACTIVE" ? intl.formatMessage(m.main) : null,
    card.status === "LOST" ? intl.formatMessage(m.lost) : null,
  ].filter(Boolean);
  return (
    <li>
      <span>
        <strong>{intl.formatMessage(m.entry, { cardNumber: <CardNumber key="number" value={card.cardNumber} /> })}</strong> ·{" "}
        {notes.join(", ")}
      </span>
      {card.status === "ACTIVE" &&
        (card.isPrimary ? (
          <SecondaryButton
            type="button"
            aria-haspopup="dialog"
            onClick={(event) => onAsk({ kind: "lost", card }, event.currentTarget)}
          >
            {intl.formatMessage(m.reportLost)}
          </SecondaryButton>
        ) : (
          <SecondaryButton
            type="button"
            aria-haspopup="dialog"
            onClick={(event) => onAsk({ kind: "remove", card }, event.currentTarget)}
          >
            {intl.formatMessage(m.remove, { cardNumber: formatCardNumber(card.cardNumber) })}
          </SecondaryButton>
        ))}
    </li>
  );
}

/** « Mes cartes » (version 3): GetCards, AddCard, DeleteCard, ReportLostCard, destructive ones confirmed first. */
export function CardsSection() {
  const intl = useIntl();
  const cards = useCards();
  const removeCard = useDeleteCard();
  const reportLost = useReportLostCard();
  const failureMessage = useLoyaltyFailureMessage(m.actionFailed);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const busy = removeCard.isPending || reportLost.isPending;

  const confirm = async () => {
    if (!pending) return;
    setError(null);
    try {
      if (pending.kind === "remove") {
        await removeCard.mutateAsync(pending.card.cardNumber);
        setDone(intl.formatMessage(m.removed, { cardNumber: formatCardNumber(pending.card.cardNumber) }));
      } else {
        const answer = await reportLost.mutateAsync();
        setDone(intl.formatMessage(m.reported, { cardNumber: formatCardNumber(answer.cardNumber ?? "") }));
      }
      opener.current = null;
      setPending(null);
    } catch (failure) {
      setError(failureMessage(failure as Error));
    }
  };

  return (
    <section aria-labelledby="account-cards-title">
      <h2 id="account-cards-title">{intl.formatMessage(m.title)}</h2>
      {cards.isPending && <p role="status">{intl.formatMessage(m.loading)}</p>}
      {cards.isError && (
        <Alert $tone="error" role="alert">
          {intl.formatMessage(m.failed)}{" "}
          <SecondaryButton type="button" onClick={() => void cards.refetch()}>
            {intl.formatMessage(m.retry)}
          </SecondaryButton>
        </Alert>
      )}
      {cards.data &&
        (cards.data.length === 0 ? (
          <p>{intl.formatMessage(m.none)}</p>
        ) : (
          <List>
            {cards.data.map((card) => (
              <CardLine
                key={card.cardNumber}
                card={card}
                onAsk={(next, button) => {
                  opener.current = button;
                  setDone(null);
                  setPending(next);
                }}
              />
            ))}
          </List>
        ))}
      {done && (
        <Alert $tone="success" role="status">
          {done}
        </Alert>
      )}
      <AddCardForm onAdded={(cardNumber) => setDone(intl.formatMessage(m.added, { cardNumber: formatCardNumber(cardNumber) }))} />
      {pending && (
        <ConfirmDialog
          id="card-dialog"
          title={intl.formatMessage(pending.kind === "remove" ? m.removeTitle : m.lostTitle, {
            cardNumber: formatCardNumber(pending.card.cardNumber),
          })}
          cancelLabel={intl.formatMessage(m.keep)}
          confirmLabel={intl.formatMessage(pending.kind === "remove" ? m.removeConfirm : m.lostConfirm)}
          busyLabel={intl.formatMessage(pending.kind === "remove" ? m.removing : m.reporting)}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onClose={() => {
            setPending(null);
            setError(null);
            opener.current?.focus();
          }}
        >
          <p>{intl.formatMessage(pending.kind === "remove" ? m.removeWhat : m.lostWhat)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
