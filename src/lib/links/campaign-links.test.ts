// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { campaignHref, carryCampaign, followWithCampaign, type PageAddress } from "./campaign-links";

const pageAt = (address: string): PageAddress => new URL(address, "https://cinema.example");
const CAMPAIGN_PAGE = pageAt("/films/?utm_source=lettre&utm_campaign=nov&autre=1");

describe("a link of the pre-rendered HTML on a page reached from a campaign (SPEC §2)", () => {
  it.each([
    ["a film page", "/films/1-x/", "/films/1-x/?utm_source=lettre&utm_campaign=nov"],
    [
      "a booking redirect",
      "/api/startticketing/redirect?theaterCode=1&perfCode=2",
      "/api/startticketing/redirect?theaterCode=1&perfCode=2&utm_source=lettre&utm_campaign=nov",
    ],
    ["a day of the programme", "/films/?jour=2026-12-06", "/films/?jour=2026-12-06&utm_source=lettre&utm_campaign=nov"],
    ["an absolute link to this origin", "https://cinema.example/cinema/", "/cinema/?utm_source=lettre&utm_campaign=nov"],
    [
      "a link with its own campaign value",
      "/tarifs/?utm_source=affiche#prix",
      "/tarifs/?utm_source=affiche&utm_campaign=nov#prix",
    ],
  ])("%s gets the page's utm_ parameters and nothing else", (_, href, expected) => {
    expect(campaignHref(href, CAMPAIGN_PAGE)).toBe(expected);
  });

  it.each([
    ["a place on the page", "#jour-2026-12-06"],
    ["the page itself at a place", "/films/#contenu"],
    ["another site", "https://ailleurs.example/films/"],
    ["an e-mail address", "mailto:contact@cinema.example"],
    ["a telephone number", "tel:+33400000000"],
    ["a link that carries the campaign already", "/films/1-x/?utm_source=lettre&utm_campaign=nov"],
  ])("%s is left as it is", (_, href) => {
    expect(campaignHref(href, CAMPAIGN_PAGE)).toBeNull();
  });

  it("changes nothing on a page reached without a campaign", () => {
    expect(campaignHref("/films/1-x/", pageAt("/films/?autre=1"))).toBeNull();
  });
});

describe("the links of a page reached from a campaign", () => {
  let stop = () => undefined as void;
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });

  it("all carry it at once, the others' hrefs untouched", () => {
    document.body.innerHTML = `<a href="/films/1-x/">Film</a><a href="#jour-1">Jour</a><a href="https://ailleurs.example/">Ailleurs</a>`;
    carryCampaign(document, CAMPAIGN_PAGE);
    expect([...document.links].map((link) => link.getAttribute("href"))).toEqual([
      "/films/1-x/?utm_source=lettre&utm_campaign=nov",
      "#jour-1",
      "https://ailleurs.example/",
    ]);
  });

  it.each([
    ["a tap", new Event("pointerdown", { bubbles: true })],
    ["a click", new MouseEvent("click", { bubbles: true, cancelable: true })],
    ["a middle click", new MouseEvent("auxclick", { bubbles: true, button: 1 })],
    ["Enter", new KeyboardEvent("keydown", { bubbles: true, key: "Enter" })],
    ["the context menu", new MouseEvent("contextmenu", { bubbles: true })],
  ])("added later, carries it once followed by %s, before the page's own handlers see it", (_, event) => {
    stop = followWithCampaign(document, CAMPAIGN_PAGE);
    const seen: (string | null | undefined)[] = [];
    document.body.addEventListener(event.type, (seenEvent) => {
      seen.push((seenEvent.target as Element).closest("a")?.getAttribute("href"));
    });
    document.body.innerHTML = `<p><a href="/films/1-x/"><span>Film</span></a></p>`;
    document.querySelector("span")!.dispatchEvent(event);
    expect(seen).toEqual(["/films/1-x/?utm_source=lettre&utm_campaign=nov"]);
  });

  it("leaves a link alone on another key, and once the listener is removed", () => {
    stop = followWithCampaign(document, CAMPAIGN_PAGE);
    document.body.innerHTML = `<a href="/films/1-x/">Film</a>`;
    const link = document.querySelector("a")!;
    link.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Tab" }));
    expect(link).toHaveAttribute("href", "/films/1-x/");
    stop();
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(link).toHaveAttribute("href", "/films/1-x/");
  });
});
