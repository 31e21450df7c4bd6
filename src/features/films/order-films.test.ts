import { describe, expect, it } from "vitest";
import { orderFilms } from "./order-films";

const films = ["1", "2", "3", "4"].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((f) => f.id);

describe("orderFilms", () => {
  it.each([
    { order: [], excluded: [], expected: ["1", "2", "3", "4"] },
    { order: ["3", "1"], excluded: [], expected: ["3", "1", "2", "4"] },
    { order: [], excluded: ["2"], expected: ["1", "3", "4"] },
    { order: ["4", "9"], excluded: ["4"], expected: ["1", "2", "3"] },
  ])("order $order, excluded $excluded", ({ order, excluded, expected }) => {
    expect(ids(orderFilms(films, order, excluded))).toEqual(expected);
  });
});
