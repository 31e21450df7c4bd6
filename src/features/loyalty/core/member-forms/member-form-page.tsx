import { useEffect, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { DrawnInBrowser } from "../../../../components/layout/drawn-in-browser";
import { LoyaltyIsland } from "../loyalty-island";
import { memberFormsMessages } from "./messages";

export const FormColumn = styled(DrawnInBrowser)`
  max-width: 36rem;
`;

/**
 * The pre-rendered shell of a member form page: the heading is in the HTML, the form is drawn in
 * the browser (it depends on the query and the session), so hydration always matches.
 */
export function MemberFormPage({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <LoyaltyIsland>
      <FormColumn>
        <h1>{title}</h1>
        {mounted ? children : <p role="status">{intl.formatMessage(memberFormsMessages.loading)}</p>}
      </FormColumn>
    </LoyaltyIsland>
  );
}
