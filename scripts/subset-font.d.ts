// subset-font ships no types: just what font-subset-loader.js uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    /** The output format; by default the input's. 'truetype' is an alias of 'sfnt'. */
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
  }
  /** A font (TrueType, WOFF or WOFF2) cut down to the glyphs `text` needs. */
  function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export = subsetFont;
}
