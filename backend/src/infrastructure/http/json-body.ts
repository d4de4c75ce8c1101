import { LIMITS } from '@resume/contracts';
import express, { RequestHandler } from 'express';

/** body-parser's error type for a body refused by refuseDeepJson (api-exception.filter maps it to 400). */
export const TOO_DEEP = 'entity.too.deep';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON text opens more than `max` arrays/objects inside one another, read in one pass over the raw
 * text with no recursion and no allocation: brackets inside strings do not count. Malformed text is not judged
 * here (JSON.parse refuses it afterwards); only its depth is.
 */
export function jsonNestingExceeds(length: number, codeAt: (i: number) => number, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < length; i++) {
    const c = codeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

function tooDeep(buffer: Buffer, charset: string | undefined, max: number): boolean {
  // UTF-8 (JSON's charset): the structural characters are single bytes and no byte of a multi-byte character
  // equals one of them, so the bytes are scanned as they are.
  if (!charset || /^utf-?8$/i.test(charset)) return jsonNestingExceeds(buffer.length, (i) => buffer[i], max);
  const text = new TextDecoder(charset).decode(buffer);
  return jsonNestingExceeds(text.length, (i) => text.charCodeAt(i), max);
}

/**
 * body-parser `verify`: a body nested deeper than LIMITS.jsonMaxDepth is refused before JSON.parse builds it and
 * before anything (class-transformer, class-validator, the JSON Resume checks) recurses over it; 2,000 levels used to
 * overflow the stack there (500).
 */
export function refuseDeepJson(max: number = LIMITS.jsonMaxDepth) {
  return (_req: unknown, _res: unknown, buffer: Buffer, charset: string | undefined): void => {
    let deep: boolean;
    try {
      deep = tooDeep(buffer, charset, max);
    } catch {
      // A charset iconv knows but TextDecoder does not (utf-7, utf-32): refused like an unknown one.
      throw Object.assign(new Error(`unsupported charset "${charset}"`), { type: 'charset.unsupported', status: 415 });
    }
    if (deep) throw Object.assign(new Error(`JSON nested deeper than ${max} levels`), { type: TOO_DEEP, status: 400 });
  };
}

/** express.json with the depth check: every JSON body parser of the app is made here. */
export function jsonBody(limit: number): RequestHandler {
  return express.json({ limit, verify: refuseDeepJson() });
}
