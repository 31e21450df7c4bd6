import { act, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { LoyaltyIsland } from "../loyalty-island";
import { loyaltySettings } from "../settings/loyalty-settings";
import { EXPIRED_EMAIL, setUpTestLoyalty } from "../test-support/test-loyalty-backend";
import { logIn } from "./log-in";
import { readSessionCookie } from "./session-cookie";
import { memberCountsAsLoggedIn } from "./session-presence";
import { useLoyaltySession } from "./use-loyalty-session";

// A site that lets expired members log in (content/site.json does not).
beforeAll(() => void vi.spyOn(loyaltySettings, "allowExpiredLogin", "get").mockReturnValue(true));

const backend = setUpTestLoyalty();

function Probe() {
  const { status, member } = useLoyaltySession();
  return <p data-testid="session">{member ? `${status}:${member.firstName}` : status}</p>;
}

describe("allowExpiredLogin: true (SPEC §6: expired logins allowed by configuration)", () => {
  it("an expired member logs in and stays logged in: the session, the cookie and analytics agree", async () => {
    expect(await logIn({ email: EXPIRED_EMAIL, password: "Cinema-2026!" })).toMatchObject({ kind: "logged-in" });
    expect(readSessionCookie()).not.toHaveProperty("expired");
    expect(memberCountsAsLoggedIn()).toBe(true);
    renderWithProviders(
      <LoyaltyIsland>
        <Probe />
      </LoyaltyIsland>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe("logged-in:Paul"));
    expect(backend.calls).toEqual(["Login", "RefreshLogin"]);
  });
});
