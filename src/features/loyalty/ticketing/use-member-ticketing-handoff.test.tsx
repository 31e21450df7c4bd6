import { fireEvent, render, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { navigate } from "../../../test/gatsby-mock";
import { SESSION_COOKIE } from "../core/session/session-presence";
import { useMemberTicketingHandoff } from "./use-member-ticketing-handoff";

afterEach(() => {
  Cookies.remove(SESSION_COOKIE, { path: "/" });
  navigate.mockClear();
});

function Handoff() {
  useMemberTicketingHandoff();
  return null;
}

/** Clicks the showtime link; returns whether something prevented the browser's own navigation. */
function clickShowtime(init: MouseEventInit = {}): boolean {
  render(
    <>
      <Handoff />
      <a href="/api/startticketing/redirect?theaterCode=1042&perfCode=9">
        <span>20:30</span>
      </a>
    </>,
  );
  let prevented = false;
  // Last listener: records the outcome and stops jsdom, which cannot navigate.
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", record);
  fireEvent.click(screen.getByText("20:30"), init);
  window.removeEventListener("click", record);
  return prevented;
}

describe("useMemberTicketingHandoff", () => {
  it("leaves showtime links to the server redirect without a session cookie", () => {
    expect(clickShowtime()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends a member's click through the hand-off page", () => {
    Cookies.set(SESSION_COOKIE, "{}", { path: "/" });
    expect(clickShowtime()).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/startticketing/?theaterCode=1042&perfCode=9");
  });

  it("leaves a click that opens a new tab alone", () => {
    Cookies.set(SESSION_COOKIE, "{}", { path: "/" });
    expect(clickShowtime({ ctrlKey: true })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
