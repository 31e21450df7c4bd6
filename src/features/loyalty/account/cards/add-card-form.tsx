import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { SubmitButton } from "../../../../components/form/submit-button";
import { TextInput } from "../../../../components/form/text-input";
import { useFormSubmit } from "../../../../components/form/use-form-submit";
import { useLoyaltyFailureMessage } from "../../core/errors/use-loyalty-error-message";
import { cardCodeOf } from "../../core/api/member-api";
import { useAddCard } from "./add-card";
import { cardsMessages as m } from "./messages";

/** AddCard: the code as typed stays in the field; what is sent is upper-cased (SPEC §5). 1020 and others from the catalogue. */
export function AddCardForm({ onAdded }: { onAdded: (cardNumber: string) => void }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const add = useAddCard();
  const failureMessage = useLoyaltyFailureMessage(m.actionFailed);
  const { pending, onSubmit } = useFormSubmit(async () => {
    const cardCode = cardCodeOf(code);
    if (!cardCode) {
      setError(intl.formatMessage(m.addMissing));
      formRef.current?.querySelector("input")?.focus();
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(code);
      setCode("");
      onAdded(cardCode);
    } catch (failure) {
      setError(failureMessage(failure as Error));
      formRef.current?.querySelector("input")?.focus();
    }
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="add-card-title">
      <h3 id="add-card-title">{intl.formatMessage(m.addTitle)}</h3>
      <TextInput
        id="add-card-code"
        label={intl.formatMessage(m.addLabel)}
        hint={intl.formatMessage(m.addHint)}
        value={code}
        onChange={setCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error}
      />
      <SubmitButton busy={pending} busyLabel={intl.formatMessage(m.adding)}>
        {intl.formatMessage(m.add)}
      </SubmitButton>
    </form>
  );
}
