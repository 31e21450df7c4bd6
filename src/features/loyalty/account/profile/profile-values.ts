import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { frenchWords } from "../../../../components/form/typed-text";
import type { MemberDetails } from "../../core/api/types";

/** What the profile form holds: exactly what the member typed (kept when the server refuses or is down). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  country: string;
  phone: string;
  address1: string;
  address2: string;
  zipCode: string;
  city: string;
  sendNewsletter: boolean;
  wishToReceiveSMS: boolean;
  preferredCinemaId: string;
}

/**
 * The form's first values: the member's details, the phone number in its country's national form, the words as the
 * form writes them (a name the box office typed with ' shows, and is saved, with ’: SPEC §5 sends no ').
 */
export function profileValuesOf(member: MemberDetails, defaultCountry: string): ProfileValues {
  const phone = member.phoneNumber ? parsePhoneNumberFromString(member.phoneNumber, defaultCountry as never) : undefined;
  return {
    firstName: frenchWords(member.firstName),
    lastName: frenchWords(member.lastName),
    country: phone?.country ?? defaultCountry,
    phone: phone?.isValid() ? phone.formatNational() : member.phoneNumber,
    address1: frenchWords(member.address1 ?? ""),
    address2: frenchWords(member.address2 ?? ""),
    zipCode: member.zipCode ?? "",
    city: frenchWords(member.city ?? ""),
    sendNewsletter: member.sendNewsletter,
    wishToReceiveSMS: member.wishToReceiveSMS ?? false,
    preferredCinemaId: member.preferredCinemaId,
  };
}

/**
 * SPEC §7 Edit payload: the create payload's field names, the phone in international form,
 * wishToReceiveSMS as the 'True'/'False' string of the create payload (SPEC §3).
 */
export function toEditPayload(values: ProfileValues, phoneNumber: string) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber,
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    sendNewsletter: values.sendNewsletter,
    wishToReceiveSMS: values.wishToReceiveSMS ? "True" : "False",
    preferredCinemaId: values.preferredCinemaId,
  };
}

export type EditPayload = ReturnType<typeof toEditPayload>;
