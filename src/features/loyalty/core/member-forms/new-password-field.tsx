import { useIntl, type IntlShape } from "react-intl";
import styled from "styled-components";
import { PasswordInput } from "../../../../components/form/password-input";
import { VisuallyHidden } from "../../../../components/visually-hidden";
import { loyaltySettings } from "../settings/loyalty-settings";
import { memberFormsMessages as m } from "./messages";
import { checksPasswordComplexity, meetsPasswordRules, passwordRuleResults, type PasswordRule } from "./password-rules";

const ruleText: Record<PasswordRule, typeof m.ruleLength> = {
  length: m.ruleLength,
  lowercase: m.ruleLowercase,
  uppercase: m.ruleUppercase,
  digit: m.ruleDigit,
  special: m.ruleSpecial,
};

const Rules = styled.div`
  font-size: 0.875rem;

  p,
  ul {
    margin: 0.25rem 0;
  }

  ul {
    padding-left: 0;
    list-style: none;
  }
`;

const Rule = styled.li<{ $met: boolean }>`
  color: ${({ theme, $met }) => ($met ? theme.status.success : theme.palette.muted)};

  &::before {
    content: "${({ $met }) => ($met ? "✓" : "○")}";
    display: inline-block;
    width: 1.25rem;
  }
`;

/** The error of a new password, or undefined when it is acceptable for this site. */
export function newPasswordError(intl: IntlShape, password: string, provider = loyaltySettings.provider): string | undefined {
  if (!password) return intl.formatMessage(m.passwordMissing);
  if (checksPasswordComplexity(provider) && !meetsPasswordRules(password)) return intl.formatMessage(m.passwordTooWeak);
  return undefined;
}

/** The rules of SPEC §5, ticked as the member types; the missing ones are announced politely. */
function PasswordRulesList({ id, password }: { id: string; password: string }) {
  const intl = useIntl();
  const results = passwordRuleResults(password);
  const missing = results.filter(({ met }) => !met).map(({ rule }) => intl.formatMessage(ruleText[rule]));
  return (
    <Rules id={`${id}-rules`}>
      <p>{intl.formatMessage(m.passwordRulesTitle)}</p>
      <ul>
        {results.map(({ rule, met }) => (
          <Rule key={rule} $met={met}>
            {intl.formatMessage(met ? m.ruleMet : m.ruleMissing, { rule: intl.formatMessage(ruleText[rule]) })}
          </Rule>
        ))}
      </ul>
      <VisuallyHidden aria-live="polite">
        {password && missing.length > 0 ? intl.formatMessage(m.rulesStillMissing, { rules: missing.join(", ") }) : ""}
        {password && missing.length === 0 ? intl.formatMessage(m.rulesAllMet) : ""}
      </VisuallyHidden>
    </Rules>
  );
}

/** A new password (sign-up, reset): show/hide, and for BOOST_POS the live list of rules. */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  error,
  provider = loyaltySettings.provider,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  provider?: string;
}) {
  return (
    <PasswordInput
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="new-password"
      required
      error={error}
      rules={checksPasswordComplexity(provider) ? <PasswordRulesList id={id} password={value} /> : undefined}
    />
  );
}
