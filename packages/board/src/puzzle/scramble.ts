/**
 * The `ru` scramble of a puzzle's answer fields (ok_answers, change_answers, fail_answers), so a
 * page's source does not show the solution at a glance. It hides, it does not protect.
 *
 * - ru 0 or absent: the field is the plain list.
 * - ru 1: the field is a string: base64 of the UTF-8 bytes of the list's JSON text, each byte
 *   XOR-ed with the repeating key `tengen`.
 * - ru 2: as ru 1 with the key `tengen` followed by the board size in decimal (`tengen19`), so
 *   a field cannot be pasted into a puzzle of another size unnoticed.
 */
export type ScrambleLevel = 0 | 1 | 2;

function keyOf(ru: ScrambleLevel, size: number): Uint8Array {
  return new TextEncoder().encode(ru === 2 ? `tengen${size}` : 'tengen');
}

function xor(bytes: Uint8Array, key: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] ^ key[i % key.length];
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Scrambles one answer field; ru 0 gives the list back unchanged. */
export function scrambleField(list: unknown, ru: ScrambleLevel, size: number): unknown {
  if (ru === 0) return list;
  return toBase64(xor(new TextEncoder().encode(JSON.stringify(list)), keyOf(ru, size)));
}

/** The plain list of a scrambled field, or undefined when the text does not decode. */
export function unscrambleField(field: unknown, ru: ScrambleLevel, size: number): unknown {
  if (ru === 0 || typeof field !== 'string') return field;
  try {
    return JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64(field), keyOf(ru, size))),
    );
  } catch {
    return undefined;
  }
}
