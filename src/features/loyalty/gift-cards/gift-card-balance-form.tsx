import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { FormAlert } from "../../../components/form/form-alert";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextInput } from "../../../components/form/text-input";
import { useFormSubmit } from "../../../components/form/use-form-submit";
import { useFailureMessage } from "../core/member-forms/outcome-message";
import { giftCardNumberOf, useCheckGiftCardBalance, type GiftCardBalance } from "./check-gift-card-balance";
import { GiftCardBalanceResult } from "./gift-card-balance-result";
import { giftCardsMessages as m } from "./messages";

const Form = styled.form`
  max-width: 28rem;
`;

const CARD_FIELD = "gift-card-number";
const FORM_ERROR = "gift-card-error";

/**
 * SPEC §7 CheckGiftCardBalance, for anyone: card number (and PIN when the card has one) in, balance
 * and validity out. A refusal (51 and others, from the catalogue) is said next to the number, which
 * takes the focus; an outage keeps what was typed. One check at a time.
 */
export function GiftCardBalanceForm() {
  const intl = useIntl();
  const cardRef = useRef<HTMLFormElement>(null);
  const [cardNumber, setCardNumber] = useState("");
  const [pin, setPin] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [balance, setBalance] = useState<GiftCardBalance | null>(null);
  const check = useCheckGiftCardBalance();
  const failureMessage = useFailureMessage();
  const focusNumber = () => cardRef.current?.querySelector<HTMLInputElement>(`#${CARD_FIELD}`)?.focus();

  const { pending, onSubmit } = useFormSubmit(async () => {
    setBalance(null);
    setFormError(undefined);
    if (!giftCardNumberOf(cardNumber)) {
      setFieldError(intl.formatMessage(m.cardNumberMissing));
      focusNumber();
      return;
    }
    setFieldError(undefined);
    const outcome = await check.mutateAsync({ cardNumber, pin });
    if (outcome.kind === "ok") return setBalance(outcome.data);
    if (outcome.kind === "refused") {
      setFieldError(failureMessage(outcome));
      focusNumber();
    } else {
      setFormError(outcome.kind === "unavailable" ? intl.formatMessage(m.unavailable) : failureMessage(outcome));
    }
  });

  return (
    <Form ref={cardRef} onSubmit={onSubmit} noValidate aria-labelledby="gift-card-balance-title">
      <TextInput
        id={CARD_FIELD}
        label={intl.formatMessage(m.cardNumber)}
        hint={intl.formatMessage(m.cardNumberHint)}
        value={cardNumber}
        onChange={setCardNumber}
        error={fieldError}
        formErrorId={formError ? FORM_ERROR : undefined}
        autoComplete="off"
        inputMode="numeric"
        spellCheck={false}
        maxLength={40}
      />
      <TextInput
        id="gift-card-pin"
        label={intl.formatMessage(m.pin)}
        hint={intl.formatMessage(m.pinHint)}
        value={pin}
        onChange={setPin}
        autoComplete="off"
        inputMode="numeric"
        spellCheck={false}
        maxLength={16}
      />
      {formError && <FormAlert id={FORM_ERROR}>{formError}</FormAlert>}
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(m.checking)}>
        {intl.formatMessage(m.submit)}
      </SubmitButton>
      <div role="status">{balance && <GiftCardBalanceResult balance={balance} />}</div>
    </Form>
  );
}
