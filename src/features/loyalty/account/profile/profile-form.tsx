import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Checkbox } from "../../../../components/form/checkbox";
import { FormAlert } from "../../../../components/form/form-alert";
import { SelectInput } from "../../../../components/form/select-input";
import { SubmitButton } from "../../../../components/form/submit-button";
import { TextInput } from "../../../../components/form/text-input";
import { useFocusFirstError, useFormSubmit } from "../../../../components/form/use-form-submit";
import { siteConfig, theaterConfig } from "../../../../config/site-config";
import type { MemberDetails } from "../../core/api/types";
import { useFailureMessage } from "../../core/member-forms/outcome-message";
import { PhoneFields } from "../../core/member-forms/phone-fields";
import { memberFieldMessages } from "../../core/member-forms/member-field-messages";
import { normalizePhone } from "../../core/member-forms/phone";
import { useEditMember } from "./edit-member";
import { profileMessages as m } from "./messages";
import { profileValuesOf, toEditPayload, type ProfileValues } from "./profile-values";

type Errors = Partial<Record<"firstName" | "lastName" | "phone", string>>;
type Outcome = { tone: "success" | "error"; text: string } | null;

/** SPEC §7 Edit: names, phone (checked against its country, SPEC §5), address, newsletter and SMS, preferred cinema. */
export function ProfileForm({ member }: { member: MemberDetails }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  // Set once from the member: what the member types is never overwritten, whatever the server answers.
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(member, siteConfig.country.iso31661A2));
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const edit = useEditMember();
  const failureMessage = useFailureMessage();
  useFocusFirstError(formRef, attempt);
  const set =
    <K extends keyof ProfileValues>(key: K) =>
    (value: ProfileValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const { pending, onSubmit } = useFormSubmit(async () => {
    const phoneNumber = normalizePhone(values.phone, values.country);
    const next: Errors = {
      firstName: values.firstName.trim() ? undefined : intl.formatMessage(memberFieldMessages.firstNameMissing),
      lastName: values.lastName.trim() ? undefined : intl.formatMessage(memberFieldMessages.lastNameMissing),
      phone: phoneNumber ? undefined : intl.formatMessage(memberFieldMessages.phoneInvalid),
    };
    setOutcome(null);
    setErrors(next);
    if (Object.values(next).some(Boolean) || !phoneNumber) {
      setAttempt((n) => n + 1);
      return;
    }
    const result = await edit.mutateAsync(toEditPayload(values, phoneNumber));
    setOutcome(
      result.kind === "ok"
        ? { tone: "success", text: intl.formatMessage(m.saved) }
        : { tone: "error", text: intl.formatMessage(m.notSaved, { reason: failureMessage(result) }) },
    );
  });

  return (
    <section aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{intl.formatMessage(m.formTitle)}</h2>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <p>{intl.formatMessage(memberFieldMessages.requiredNote)}</p>
        <p>{intl.formatMessage(m.email, { email: member.email })}</p>
        <TextInput
          id="profile-first-name"
          label={intl.formatMessage(memberFieldMessages.firstName)}
          value={values.firstName}
          onChange={set("firstName")}
          autoComplete="given-name"
          required
          error={errors.firstName}
        />
        <TextInput
          id="profile-last-name"
          label={intl.formatMessage(memberFieldMessages.lastName)}
          value={values.lastName}
          onChange={set("lastName")}
          autoComplete="family-name"
          required
          error={errors.lastName}
        />
        <PhoneFields
          idPrefix="profile"
          country={values.country}
          phone={values.phone}
          onCountryChange={set("country")}
          onPhoneChange={set("phone")}
          error={errors.phone}
        />
        <TextInput
          id="profile-address1"
          label={intl.formatMessage(m.address1)}
          value={values.address1}
          onChange={set("address1")}
          autoComplete="address-line1"
        />
        <TextInput
          id="profile-address2"
          label={intl.formatMessage(m.address2)}
          value={values.address2}
          onChange={set("address2")}
          autoComplete="address-line2"
        />
        <TextInput
          id="profile-zip-code"
          label={intl.formatMessage(m.zipCode)}
          value={values.zipCode}
          onChange={set("zipCode")}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextInput
          id="profile-city"
          label={intl.formatMessage(m.city)}
          value={values.city}
          onChange={set("city")}
          autoComplete="address-level2"
        />
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
