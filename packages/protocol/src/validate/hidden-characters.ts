/**
 * Characters that show nothing yet change what a reader sees: the bidirectional controls
 * (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, U+200E/U+200F marks), with
 * which "…gnp.exe" reads as "…exe.png", and the zero-width characters (U+200B–U+200D, U+2060,
 * U+FEFF), which make two names or words that look the same differ.
 */

/** The bidirectional controls: a text holding one is refused (its direction would be changed). */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * The zero-width characters, except a joiner (U+200D) inside an emoji sequence (👨‍👩‍👧), where
 * it is how the emoji is written and hides nothing.
 */
const ZERO_WIDTH =
  /[\u200B\u200C\u2060\uFEFF]|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/** The server's refusal of a message with a bidirectional control. */
export const HIDDEN_CHARACTER_TEXT =
  'the message contains a hidden character that changes the direction of the text (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069)';

/** The server's refusal of a name with a hidden character; it begins "the name" as the other name errors do. */
export const HIDDEN_NAME_CHARACTER_TEXT =
  'the name contains a hidden character (a direction control or a zero-width character)';

/** Whether the text holds a bidirectional control. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROLS.test(text);
}

/** Whether the text holds a bidirectional control or a zero-width character (a name may hold neither). */
export function hasHiddenCharacter(text: string): boolean {
  return hasBidiControl(text) || new RegExp(ZERO_WIDTH.source, 'u').test(text);
}

/** The text without its zero-width characters (emoji joiners kept). */
export function stripZeroWidth(text: string): string {
  return text.replace(ZERO_WIDTH, '');
}
