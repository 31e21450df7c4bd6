import type { LoyaltySettings } from "../core/settings/resolve-loyalty-settings";

export type ScannableCodeFormat = LoyaltySettings["scannableCodeFormat"];

/**
 * The member card's code as an SVG document, drawn in the browser by bwip-js (no image is fetched).
 * QR_CODE: error correction M (BWIPP's default), a 4-module quiet zone; BARCODE: Code 128 (any card number, digits
 * packed in pairs), a 10-module quiet zone each side. Both black on white for box-office scanners.
 * bwip-js draws a module 2 units wide at scale 1, so the paddings are twice the module counts.
 * Loaded on demand (its own chunk), and only the two encoders are kept (named ES exports).
 */
export async function scannableCodeSvg(text: string, format: ScannableCodeFormat): Promise<string> {
  const { code128, drawingSVG, qrcode } = await import("bwip-js/browser");
  const common = { text, scale: 1, backgroundcolor: "FFFFFF", barcolor: "000000" };
  if (format === "BARCODE")
    return code128({ ...common, bcid: "code128", height: 12, paddingwidth: 20, paddingheight: 4 }, drawingSVG());
  return qrcode({ ...common, bcid: "qrcode", paddingwidth: 8, paddingheight: 8 }, drawingSVG());
}

/** An SVG document as an image address (an <img> keeps the code one accessible image with its alt text). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
