// fontverter ships no types; the one call the tests make.
declare module 'fontverter' {
  /** Converts a font to another format ('sfnt', 'woff', 'woff2', 'truetype'). */
  export function convert(buffer: Uint8Array, toFormat: string, fromFormat?: string): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
