import { LIMITS, type ErrorCode } from '@resume/contracts';
import express, { RequestHandler } from 'express';

/** body-parser's error type for a body refused by refuseDeepJson (api-exception.filter maps it to 400). */
export const TOO_DEEP = 'entity.too.deep';
/** Its error type for a body with more values than its parser takes (answered 413 with the parser's code). */
export const TOO_MANY_VALUES = 'entity.too.many.values';

const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Which limit a JSON text is over, if any (see jsonShapeOver). */
export type JsonShapeExcess = 'depth' | 'values' | null;

/**
 * Whether the JSON text opens more than `depth` arrays/objects inside one another, or holds more than `values`
 * values, read in one pass over the raw text with no recursion and no allocation: brackets and commas inside
 * strings do not count. Values are counted as the commas plus the opening brackets (a container's elements and
 * members are its commas plus one; an empty array or object counts as one), so the count is known before
 * JSON.parse builds a single object. Malformed text is not judged here (JSON.parse refuses it afterwards).
 */
export function jsonShapeOver(
  length: number,
  codeAt: (i: number) => number,
  max: { depth: number; values: number },
): JsonShapeExcess {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < length; i++) {
    const c = codeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === COMMA) {
      if (++values > max.values) return 'values';
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max.depth) return 'depth';
      if (++values > max.values) return 'values';
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return null;
}

function shapeOver(buffer: Buffer, charset: string | undefined, max: { depth: number; values: number }) {
  // UTF-8 (JSON's charset): the structural characters are single bytes and no byte of a multi-byte character
  // equals one of them, so the bytes are scanned as they are.
  if (!charset || /^utf-?8$/i.test(charset)) return jsonShapeOver(buffer.length, (i) => buffer[i], max);
  const text = new TextDecoder(charset).decode(buffer);
  return jsonShapeOver(text.length, (i) => text.charCodeAt(i), max);
}

/** What one JSON body parser accepts, and the catalogue codes a body over its limits is answered with. */
export interface JsonBodyLimits {
  bytes: number;
  values: number;
  tooManyValues: ErrorCode;
  /** Over `bytes`; PAYLOAD_TOO_LARGE unless given. */
  tooLarge?: ErrorCode;
}

/**
 * body-parser `verify`: a body nested deeper than LIMITS.jsonMaxDepth, or holding more than `limits.values`
 * values, is refused before JSON.parse builds it and before anything (class-transformer, class-validator, the
 * JSON Resume checks) walks over it: 2,000 levels used to overflow the stack there (500), and 340,000 empty
 * entries held the event loop for 1.4 s (issue 24, docs/decisions/0035-bounded-input.md).
 */
export function refuseOversizedJson(limits: Pick<JsonBodyLimits, 'values' | 'tooManyValues'>) {
  const max = { depth: LIMITS.jsonMaxDepth, values: limits.values };
  return (_req: unknown, _res: unknown, buffer: Buffer, charset: string | undefined): void => {
    let excess: JsonShapeExcess;
    try {
      excess = shapeOver(buffer, charset, max);
    } catch {
      // A charset iconv knows but TextDecoder does not (utf-7, utf-32): refused like an unknown one.
      throw Object.assign(new Error(`unsupported charset "${charset}"`), { type: 'charset.unsupported', status: 415 });
    }
    if (excess === 'depth')
      throw Object.assign(new Error(`JSON nested deeper than ${max.depth} levels`), { type: TOO_DEEP, status: 400 });
    if (excess === 'values')
      throw Object.assign(new Error(`JSON with more than ${max.values} values`), {
        type: TOO_MANY_VALUES,
        status: 413,
        code: limits.tooManyValues,
        values: max.values,
      });
  };
}

/** express.json with the depth and value checks: every JSON body parser of the app is made here. */
export function jsonBody(limits: JsonBodyLimits): RequestHandler {
  const parse = express.json({ limit: limits.bytes, verify: refuseOversizedJson(limits) });
  if (!limits.tooLarge) return parse;
  const code = limits.tooLarge;
  // body-parser refuses from Content-Length (or the bytes read so far) before reading on; its error gets the code.
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      const tooLarge = (error as { type?: string } | undefined)?.type === 'entity.too.large';
      next(tooLarge ? Object.assign(error as object, { code }) : error);
    });
}
