import { brotliDecompressSync } from 'node:zlib';

/**
 * The characters a WOFF2 font has a glyph for, read from its `cmap` table (W3C WOFF2 §4-5, OpenType cmap formats 4
 * and 12). A fallback slice's unicode-range may name characters its font lacks (the @fontsource CJK slices share one
 * cut across families: Noto Sans SC's slice 87 claims U+2705 ✅ and has no glyph for it), and a browser that finds no
 * glyph in the face it loaded goes on to the next family: the page must carry that family's face too
 * (FallbackFonts.facesFor). Only what that needs: the cmap table is stored untransformed.
 */

/** The table tags WOFF2 names by index (§4.1, "known table tags"); 63 means the tag follows. */
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .match(/.{4}\s?/g)!
    .map((t) => t.slice(0, 4));

class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos = 0,
  ) {}
  u8() {
    return this.buf.readUInt8(this.pos++);
  }
  u32() {
    const v = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  /** UIntBase128 (§4.2): 7 bits a byte, high bit set on all but the last. */
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('woff2: UIntBase128 too long');
  }
}

/** The font's cmap table bytes, or null when the font has none. */
function cmapTable(woff2: Buffer): Buffer | null {
  if (woff2.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 font');
  const numTables = woff2.readUInt16BE(12);
  const r = new Reader(woff2, 48);
  let offset = 0;
  let cmap: { offset: number; length: number } | null = null;
  for (let i = 0; i < numTables; i++) {
    const flags = r.u8();
    const index = flags & 0x3f;
    const tag = index === 63 ? woff2.toString('latin1', r.pos, (r.pos += 4)) : KNOWN_TAGS[index];
    const version = flags >> 6;
    const length = r.base128();
    // glyf and loca are transformed at version 0; every other table at any version but 0 (§4.1).
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const stored = transformed ? r.base128() : length;
    if (tag === 'cmap') cmap = { offset, length };
    offset += stored;
  }
  if (!cmap) return null;
  // A font collection's directory would follow here; the fallback fonts are single fonts.
  const compressedLength = woff2.readUInt32BE(20);
  const tables = brotliDecompressSync(woff2.subarray(r.pos, r.pos + compressedLength));
  return tables.subarray(cmap.offset, cmap.offset + cmap.length);
}

/** Every code point the font maps to a glyph other than .notdef. */
export function woff2CodePoints(woff2: Buffer): Set<number> {
  const points = new Set<number>();
  const cmap = cmapTable(woff2);
  if (!cmap) return points;
  const subtables = new Map<number, number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const at = 4 + i * 8;
    const offset = cmap.readUInt32BE(at + 4);
    subtables.set(cmap.readUInt16BE(offset), offset);
  }
  const full = subtables.get(12);
  if (full !== undefined) {
    // Format 12: groups of consecutive characters mapped to consecutive glyphs.
    const groups = cmap.readUInt32BE(full + 12);
    for (let g = 0; g < groups; g++) {
      const at = full + 16 + g * 12;
      const [start, end, glyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
      for (let cp = start; cp <= end; cp++) if (glyph + (cp - start) !== 0) points.add(cp);
    }
    return points;
  }
  const bmp = subtables.get(4);
  if (bmp === undefined) return points;
  // Format 4: segments of the Basic Multilingual Plane, by delta or through the glyph id array.
  const segments = cmap.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = cmap.readUInt16BE(starts + s * 2);
    const end = cmap.readUInt16BE(ends + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2;
        const raw = cmap.readUInt16BE(at);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(cp);
    }
  }
  return points;
}
