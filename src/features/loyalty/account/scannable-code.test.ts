import { describe, expect, it } from "vitest";
import { scannableCodeSvg, svgDataUrl } from "./scannable-code";

describe("scannableCodeSvg", () => {
  it("draws a QR code as an SVG document with a white quiet zone", async () => {
    const svg = await scannableCodeSvg("7712000000000001", "QR_CODE");
    expect(svg).toMatch(/^<svg viewBox="0 0 (\d+) \1" xmlns="http:\/\/www.w3.org\/2000\/svg">/);
    expect(svg).toContain('fill="#FFFFFF"');
    expect(svg).not.toContain("<text");
  });

  it("gives each card its own code", async () => {
    expect(await scannableCodeSvg("7712000000000001", "QR_CODE")).not.toBe(await scannableCodeSvg("7712000000000002", "QR_CODE"));
  });

  it("draws a Code 128 barcode, wider than tall, for BARCODE", async () => {
    const svg = await scannableCodeSvg("7712000000000001", "BARCODE");
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(Number(width)).toBeGreaterThan(Number(height) * 2);
    expect(svg).toContain('stroke="#000000"');
  });
});

it("svgDataUrl encodes the document for an image address", () => {
  expect(svgDataUrl('<svg a="1"/>')).toBe("data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E");
});
