import type { ReactNode } from "react";
import { Alert } from "../alert";

/**
 * A form-level message (a refusal, an outage, a success), announced as it appears. Fields it
 * concerns name its id in their `formErrorId`, so they read it too.
 */
export function FormAlert({
  id,
  tone = "error",
  children,
}: {
  id: string;
  tone?: "error" | "info" | "success";
  children: ReactNode;
}) {
  return (
    <Alert $tone={tone} role={tone === "error" ? "alert" : "status"} id={id} tabIndex={-1}>
      {children}
    </Alert>
  );
}
