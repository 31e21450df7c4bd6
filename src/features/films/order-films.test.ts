import { describe, expect, it } from "vitest";
import { orderFilms } from "./order-films";

const films = ["1", "2", "3", "4"].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((f) => f.id);

describe("orderFilms", () => {
  it.each([
    { order: [], expected: ["1", "2", "3", "4"] },
    { order: ["3", "1"], expected: ["3", "1", "2", "4"] },
    { order: ["4", "9"], expected: ["4", "1", "2", "3"] },
  ])("order $order", ({ order, expected }) => {
    expect(ids(orderFilms(films, order))).toEqual(expected);
  });
});
