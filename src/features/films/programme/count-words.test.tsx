import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HEAD_SCRIPT_DATA_ID } from "../../../lib/programme/head-script-handle";
import { countText } from "../../../lib/programme/programme-dom";
import { renderWithProviders } from "../../../test/render";
import { useCountWords } from "./count-words";

function CountLine({ films, showtimes }: { films: number; showtimes: number }) {
  return <p>{countText(useCountWords(), films, showtimes)}</p>;
}

afterEach(() => document.getElementById(HEAD_SCRIPT_DATA_ID)?.remove());

describe("a day's count line", () => {
  it("says the films and showtimes in French, without a head script data block", () => {
    renderWithProviders(<CountLine films={3} showtimes={6} />);
    expect(screen.getByText("3 films, 6 séances")).toBeInTheDocument();
  });

  it("takes its words from the page's head script data, as the build wrote them (no plural rules set up again)", () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = HEAD_SCRIPT_DATA_ID;
    const count = { templates: { "other other": "{films} œuvres · {showtimes} projections" }, one: [0, 1], none: "" };
    block.textContent = JSON.stringify({ zone: [], days: {}, count });
    document.head.append(block);
    renderWithProviders(<CountLine films={3} showtimes={6} />);
    expect(screen.getByText("3 œuvres · 6 projections")).toBeInTheDocument();
  });
});
