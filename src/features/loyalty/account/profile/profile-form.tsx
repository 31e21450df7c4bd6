import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Checkbox } from "../../../../components/form/checkbox";
import { FormAlert } from "../../../../components/form/form-alert";
import { SelectInput } from "../../../../components/form/select-input";
import { SubmitButton } from "../../../../components/form/submit-button";
import { useFocusFirstError, useFormSubmit } from "../../../../components/form/use-form-submit";
import { siteConfig, theaterConfig } from "../../../../config/site-config";
import type { MemberDetails } from "../../core/api/types";
import { useFailureMessage } from "../../core/member-forms/outcome-message";
import { PhoneFields } from "../../core/member-forms/phone-fields";
import { memberFieldMessages } from "../../core/member-forms/member-field-messages";
import { useRefusedFieldError } from "../../core/member-forms/refused-field";
import { checkProfile, PROFILE_FIELD_OF, type ProfileErrors } from "./check-profile";
import { useEditMember } from "./edit-member";
import { profileMessages as m } from "./messages";
import { ProfileTextField } from "./profile-text-field";
import { profileValuesOf, type ProfileValues } from "./profile-values";

type Outcome = { tone: "success" | "error"; text: string } | null;

/**
 * SPEC §7 Edit: names, phone (checked against its country, SPEC §5), address, newsletter and SMS, preferred cinema.
 * Names and address are words (’ « » « et » as typed), each within the backend's length; a refusal naming a field
 * is shown beside it.
 */
export function ProfileForm({ member }: { member: MemberDetails }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  // Set once from the member: what the member types is never overwritten, whatever the server answers.
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(member, siteConfig.country.iso31661A2));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const edit = useEditMember();
  const failureMessage = useFailureMessage();
  const refusedFieldError = useRefusedFieldError(PROFILE_FIELD_OF);
  useFocusFirstError(formRef, attempt);
  const set =
    <K extends keyof ProfileValues>(key: K) =>
    (value: ProfileValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const { pending, onSubmit } = useFormSubmit(async () => {
    const checked = checkProfile(values, intl);
    setOutcome(null);
    setErrors(checked.errors);
    if (!checked.payload) {
      setAttempt((n) => n + 1);
      return;
    }
    const result = await edit.mutateAsync(checked.payload);
    if (result.kind === "ok") {
      setOutcome({ tone: "success", text: intl.formatMessage(m.saved) });
      return;
    }
    const beside = refusedFieldError(result);
    if (beside) {
      setErrors(beside);
      setAttempt((n) => n + 1);
    } else setOutcome({ tone: "error", text: intl.formatMessage(m.notSaved, { reason: failureMessage(result) }) });
  });

  return (
    <section aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{intl.formatMessage(m.formTitle)}</h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <p>{intl.formatMessage(memberFieldMessages.requiredNote)}</p>
        <p>{intl.formatMessage(m.email, { email: member.email })}</p>
        {(["firstName", "lastName"] as const).map((field) => (
          <ProfileTextField key={field} field={field} value={values[field]} onChange={set(field)} error={errors[field]} />
        ))}
        <PhoneFields
          idPrefix="profile"
          country={values.country}
          phone={values.phone}
          onCountryChange={set("country")}
          onPhoneChange={set("phone")}
          error={errors.phone}
        />
        {(["address1", "address2", "zipCode", "city"] as const).map((field) => (
          <ProfileTextField key={field} field={field} value={values[field]} onChange={set(field)} error={errors[field]} />
        ))}
        <fieldset>
          <legend>{intl.formatMessage(m.preferencesTitle)}</legend>
          <Checkbox
            id="profile-newsletter"
            label={intl.formatMessage(memberFieldMessages.newsletter)}
            checked={values.sendNewsletter}
            onChange={set("sendNewsletter")}
          />
          <Checkbox
            id="profile-sms"
            label={intl.formatMessage(m.sms)}
            checked={values.wishToReceiveSMS}
            onChange={set("wishToReceiveSMS")}
          />
          <SelectInput
            id="profile-cinema"
            label={intl.formatMessage(m.preferredCinema)}
            value={values.preferredCinemaId}
            options={[
              { value: "", label: intl.formatMessage(m.noPreferredCinema) },
              { value: theaterConfig.id, label: theaterConfig.name },
            ]}
            onChange={set("preferredCinemaId")}
          />
        </fieldset>
        {outcome && (
          <FormAlert id="profile-outcome" tone={outcome.tone}>
            {outcome.text}
          </FormAlert>
        )}
        <SubmitButton busy={pending} busyLabel={intl.formatMessage(m.saving)}>
          {intl.formatMessage(m.save)}
        </SubmitButton>
      </form>
    </section>
  );
}
