/** Chat text rules of seed 000 section 5; they apply to room chat and private messages alike. */
import { err, ok, type Result } from '@tengen/core';
import { CHAT } from '../constants/limits.ts';
import { hasBidiControl, stripZeroWidth } from './hidden-characters.ts';

/**
 * The special symbols a message may not contain: backtick ~ ! @ # $ % ^ & * ( ) _ < > ? \,
 * "quote" read as both ' and ", "bracket" read as [ ] and { }. Full-width forms (！？（）)
 * are ordinary CJK punctuation and allowed.
 */
export const CHAT_FORBIDDEN_SYMBOLS = '`~!@#$%^&*()_<>?\\\'"[]{}';

/** HIDDEN_CHARACTER: a bidirectional control (hidden-characters.ts), which would change how the text reads. */
export type ChatError = 'EMPTY' | 'TOO_LONG' | 'FORBIDDEN_SYMBOL' | 'HIDDEN_CHARACTER';

const forbidden = new Set(CHAT_FORBIDDEN_SYMBOLS);

/** C0 controls and DEL (a newline would let one message fake several); counted as symbols. */
function isControl(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return code < 0x20 || code === 0x7f;
}

/**
 * A chat or private message as it will be sent: zero-width characters stripped, trimmed, then
 * checked in the seed's order, and refused if it holds a bidirectional control. The length is
 * counted in characters (code points), so 100 Chinese characters fit.
 */
export function validateChat(text: string): Result<string, ChatError> {
  const trimmed = stripZeroWidth(text).trim();
  if (trimmed === '') return err('EMPTY');
  const chars = Array.from(trimmed);
  if (chars.length > CHAT.maxLength) return err('TOO_LONG');
  if (chars.some((ch) => forbidden.has(ch) || isControl(ch))) return err('FORBIDDEN_SYMBOL');
  if (hasBidiControl(trimmed)) return err('HIDDEN_CHARACTER');
  return ok(trimmed);
}

/** Ms to wait before the next message may be sent (0: now). `lastSentAt` null: never sent. */
export function chatWaitMs(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, lastSentAt + CHAT.throttleMs - now);
}

/** Why a message may not go now: its text, or the throttle with the whole seconds left. */
export type ChatSendError =
  | { readonly code: ChatError }
  | { readonly code: 'THROTTLED'; readonly seconds: number };

/** Whole seconds until the next message may go (0: now). */
export function chatWaitSeconds(lastSentAt: number | null, now: number): number {
  return Math.ceil(chatWaitMs(lastSentAt, now) / 1000);
}

/**
 * A room chat or private message as it will be sent (trimmed), or why not: the text first
 * (empty, too long, symbols), then the 5 s throttle. The site says so before the server would refuse.
 */
export function checkChatMessage(
  text: string,
  lastSentAt: number | null,
  now: number,
): Result<string, ChatSendError> {
  const valid = validateChat(text);
  if (!valid.ok) return err({ code: valid.error });
  const seconds = chatWaitSeconds(lastSentAt, now);
  if (seconds > 0) return err({ code: 'THROTTLED', seconds });
  return ok(valid.value);
}
