import { useMemo } from "react";
import { useIntl } from "react-intl";
import { SelectInput } from "../../../../components/form/select-input";
import { TextInput } from "../../../../components/form/text-input";
import { siteConfig } from "../../../../config/site-config";
import { MEMBER_TEXT_LIMITS } from "../../../../lib/loyalty-api";
import { memberFieldMessages as m } from "./member-field-messages";

/**
 * The country (from allCountries, the site's own first) and the number, checked against that country;
 * the sign-up and profile forms' ids are `{idPrefix}-country` and `{idPrefix}-phone`.
 */
export function PhoneFields({
  idPrefix,
  country,
  phone,
  onCountryChange,
  onPhoneChange,
  error,
}: {
  idPrefix: string;
  country: string;
  phone: string;
  onCountryChange: (country: string) => void;
  onPhoneChange: (phone: string) => void;
  error?: string | undefined;
}) {
  const intl = useIntl();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: "region" });
    return siteConfig.allCountries.map(({ iso31661A2, dialCode }) => ({
      value: iso31661A2,
      label: intl.formatMessage(m.countryOption, { country: names.of(iso31661A2) ?? iso31661A2, dialCode }),
    }));
  }, [intl]);
  return (
    <>
      <SelectInput
        id={`${idPrefix}-country`}
        label={intl.formatMessage(m.country)}
        value={country}
        options={options}
        onChange={onCountryChange}
        autoComplete="tel-country-code"
        required
      />
      <TextInput
        id={`${idPrefix}-phone`}
        type="tel"
        label={intl.formatMessage(m.phone)}
        hint={intl.formatMessage(m.phoneHint)}
        value={phone}
        onChange={onPhoneChange}
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={MEMBER_TEXT_LIMITS.phoneNumber}
        required
        error={error}
      />
    </>
  );
}
