import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useStaticLinks } from "./use-static-links";

/** An IntersectionObserver that says what it observes and lets the test bring elements into view. */
class ObserverStandIn {
  static latest: ObserverStandIn | undefined;
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverStandIn.latest = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  bringIntoView(elements: Element[]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const region = () => document.getElementById("region");

function StaticPart() {
  useStaticLinks(region);
  return null;
}

const enqueue = vi.fn();

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", ObserverStandIn);
  (window as unknown as { ___loader: unknown }).___loader = { enqueue, hovering: vi.fn() };
  document.body.innerHTML = `<div id="region">
    <a href="/films/1048213-les-heures-claires/">film</a>
    <a href="/api/startticketing/redirect?theaterCode=1042&amp;perfCode=431035">booking</a>
    <a href="https://www.allocine.fr/">elsewhere</a>
    <a href="//cdn.example.org/x">protocol-relative</a>
    <a href="/films/">this very page</a>
    <a href="/cinema/tarifs.pdf">a file</a>
  </div>`;
  window.history.replaceState(null, "", "/films/");
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { ___loader?: unknown }).___loader;
  enqueue.mockReset();
  document.body.innerHTML = "";
});

describe("the links of a static part, in view", () => {
  it("are watched only when their address is a path of the site, not a Function's, and fetched ahead only when they lead to another page", async () => {
    render(<StaticPart />);
    await vi.waitFor(() => expect(ObserverStandIn.latest?.observed).toHaveLength(3));
    const observer = ObserverStandIn.latest!;
    expect(observer.observed.map((link) => link.textContent)).toEqual(["film", "this very page", "a file"]);
    observer.bringIntoView(observer.observed);
    expect(enqueue.mock.calls).toEqual([["/films/1048213-les-heures-claires/"]]);
  });
});
