import type { MessageDescriptor } from "react-intl";
import { useIntl } from "react-intl";
import { TextInput, type TextInputProps } from "../../../../components/form/text-input";
import { memberFieldMessages } from "../../core/member-forms/member-field-messages";
import { PROFILE_TEXT_LIMITS, type ProfileTextField as Field } from "./check-profile";
import { profileMessages as m } from "./messages";

type Shape = Pick<TextInputProps, "id" | "autoComplete" | "required" | "inputMode" | "kind"> & { label: MessageDescriptor };

/** How each text field of the profile is asked: names and address are words, the postcode is code. */
const SHAPES: Record<Field, Shape> = {
  firstName: {
    id: "profile-first-name",
    label: memberFieldMessages.firstName,
    autoComplete: "given-name",
    required: true,
    kind: "words",
  },
  lastName: {
    id: "profile-last-name",
    label: memberFieldMessages.lastName,
    autoComplete: "family-name",
    required: true,
    kind: "words",
  },
  address1: { id: "profile-address1", label: m.address1, autoComplete: "address-line1", kind: "words" },
  address2: { id: "profile-address2", label: m.address2, autoComplete: "address-line2", kind: "words" },
  zipCode: { id: "profile-zip-code", label: m.zipCode, autoComplete: "postal-code", inputMode: "numeric", kind: "code" },
  city: { id: "profile-city", label: m.city, autoComplete: "address-level2", kind: "words" },
};

/** One text field of the profile, within the backend's length for it. */
export function ProfileTextField({
  field,
  value,
  onChange,
  error,
}: {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  const { label, ...shape } = SHAPES[field];
  return (
    <TextInput
      {...shape}
      label={intl.formatMessage(label)}
      value={value}
      onChange={onChange}
      maxLength={PROFILE_TEXT_LIMITS[field]}
      error={error}
    />
  );
}
