/**
 * Form and path fields: every one arrives as a string and is decoded to its typed value by a
 * zod codec, which also encodes the typed value back to the string a client sends. So a route
 * is declared once and both sides use it (`z.decode` on the server, `z.encode` in the client).
 */
import * as z from 'zod/mini';

const INT_TEXT = /^-?\d{1,15}$/;

/** An integer in [min, max], written in decimal. */
export function intField(min = 0, max = Number.MAX_SAFE_INTEGER) {
  const text = z.string().check(z.regex(INT_TEXT, 'expected an integer'));
  return z.codec(text, z.int().check(z.minimum(min), z.maximum(max)), {
    decode: (text) => Number(text),
    encode: (n) => String(n),
  });
}

/** A database id: a positive integer. */
export const idField = intField(1);

/** One of a few numbers, written in decimal. */
export function choiceField<const T extends readonly number[]>(values: T) {
  return z.codec(z.string().check(z.regex(INT_TEXT, 'expected an integer')), z.literal(values), {
    decode: (text) => Number(text) as T[number],
    encode: (n) => String(n),
  });
}

/** `1` or `0` ↔ true or false. */
export const flagField = z.codec(z.enum(['1', '0']), z.boolean(), {
  decode: (text) => text === '1',
  encode: (flag) => (flag ? '1' : '0'),
});

/** Plain text of at most `max` characters. */
export function textField(min: number, max: number) {
  return z.string().check(z.minLength(min), z.maxLength(max));
}

const POINT = /^[a-s]{2}$/;
const MOVE = /^(?:[a-s]{2}|tt)$/;

/**
 * SGF points joined by `separator` ↔ a list. `passes` lets `tt` (a pass) appear, as in a
 * move list. The empty string is the empty list.
 */
export function pointListField(separator: string, options: { passes: boolean; min?: number; max?: number }) {
  const item = z.string().check(z.regex(options.passes ? MOVE : POINT, 'expected SGF points aa…ss'));
  return z.codec(
    z.string().check(z.maxLength(4000)),
    z.array(item).check(z.minLength(options.min ?? 0), z.maxLength(options.max ?? 1000)),
    {
      decode: (text) => (text === '' ? [] : text.split(separator)),
      encode: (points) => points.join(separator),
    },
  );
}

/** Integer ids joined by commas ↔ a list ('' is the empty list). */
export const idListField = z.codec(
  z.string().check(z.regex(/^(?:\d{1,15}(?:,\d{1,15})*)?$/, 'expected ids joined by commas')),
  z.array(z.int().check(z.minimum(1))),
  {
    decode: (text) => (text === '' ? [] : text.split(',').map(Number)),
    encode: (ids) => ids.join(','),
  },
);

/** A field holding JSON text ↔ the value `schema` describes. */
export function jsonField<T extends z.ZodMiniType>(schema: T) {
  return z.codec(z.string().check(z.maxLength(8000)), schema, {
    decode: (text, ctx) => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.issues.push({
          code: 'invalid_format',
          format: 'json',
          input: text,
          message: 'expected JSON text',
        });
        return z.NEVER;
      }
    },
    encode: (value) => JSON.stringify(value),
  });
}

/**
 * Pre-placed stones as the estimate call writes them: black points joined by `*`, a `|`,
 * then white points joined by `*` (`pd*dp|dd`). The seed says only "a delimiter"; Tengen uses `|`.
 */
export const PREPOS_DELIMITER = '|';

const point = z.string().check(z.regex(POINT));

export const preposField = z.codec(
  z.string().check(z.maxLength(4000)),
  z.object({ black: z.array(point), white: z.array(point) }),
  {
    decode: (text) => {
      const [black = '', white = ''] = text.split(PREPOS_DELIMITER);
      return { black: black === '' ? [] : black.split('*'), white: white === '' ? [] : white.split('*') };
    },
    encode: (stones) => `${stones.black.join('*')}${PREPOS_DELIMITER}${stones.white.join('*')}`,
  },
);
