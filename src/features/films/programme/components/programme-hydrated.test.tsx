import { render, waitFor } from "@testing-library/react";
import { Profiler } from "react";
import { describe, expect, it, vi } from "vitest";
import { RootWrapper } from "../../../../app/root-wrapper";
import { Programme } from "./programme";
import { now, programme } from "./programme-fixture";

vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  navigate: vi.fn(),
}));

// Fourteen days, each removal its own task: seconds in jsdom when other suites run beside it.
describe("Programme, hydrated", { timeout: 30_000 }, () => {
  it("hides the other days at once, then removes them one per task, the chosen day left alone", async () => {
    window.history.replaceState(null, "", "/films/?jour=2026-11-27");
    const commits: number[] = [];
    const { container } = render(
      <Profiler id="programme" onRender={(_, phase, duration) => commits.push(duration)}>
        <RootWrapper>
          <Programme films={programme(4)} laterWeeks={[]} now={now} />
        </RootWrapper>
      </Profiler>,
    );
    const sections = () => [...container.querySelectorAll<HTMLElement>("section[data-day]")];
    const shown = () => sections().filter((section) => !section.hidden);
    // The first effect reads the day from the address: the others are hidden, still in the page.
    await waitFor(() => expect(shown().map((s) => s.getAttribute("data-day"))).toEqual(["2026-11-27"]), {
      timeout: 10_000,
    });
    const chosen = shown()[0];
    expect(sections().length).toBeGreaterThan(1);
    await waitFor(() => expect(sections()).toHaveLength(1), { timeout: 20_000 });
    expect(sections()[0]).toBe(chosen);
    // Each removal was its own commit: more commits than the two of hydrating and choosing.
    expect(commits.length).toBeGreaterThan(13);
    window.history.replaceState(null, "", "/");
  });
});
