/** fontverter (a dependency of subset-font): converts between font formats. */
declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer | Uint8Array, toFormat: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer>;
  };
  export default fontverter;
}
