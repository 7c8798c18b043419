/**
 * One inbound socket frame → a typed message, or a ProtocolError value. The server parses
 * every frame with parseClientMessage before anything else sees it; the web client may check
 * what the server sends with parseServerMessage.
 */
import { err, ok, type Result } from '@tengen/core';
import type * as z from 'zod/mini';
import { type ClientMessage, clientMessageSchemas, isClientCmd } from '../socket/client-messages.ts';
import { POINT_PATTERN } from '../socket/fields.ts';
import {
  isServerCmd,
  type ServerMessage,
  type ServerMessageOf,
  serverMessageSchemas,
} from '../socket/server-messages.ts';
import { inEnglish } from './english.ts';

/** The largest client frame accepted, in UTF-8 bytes. The biggest legal message is far smaller. */
export const MAX_FRAME_BYTES = 4096;

export type ProtocolErrorCode =
  | 'FRAME_TOO_LARGE'
  | 'BAD_JSON'
  | 'NOT_OBJECT'
  | 'MISSING_CMD'
  | 'UNKNOWN_CMD'
  | 'BAD_FIELD';

export interface ProtocolError {
  readonly code: ProtocolErrorCode;
  /** For a developer: what was wrong, naming the field (`pos_stone.step: …`). */
  readonly message: string;
  /** The frame's `cmd` when it had a string one. */
  readonly cmd: string | null;
  /** The first wrong field's path (`step`, `count.dead.0`), for BAD_FIELD. */
  readonly field: string | null;
}

function protocolError(
  code: ProtocolErrorCode,
  message: string,
  cmd: string | null = null,
  field: string | null = null,
) {
  return err<ProtocolError>({ code, message, cmd, field });
}

/** UTF-8 length of a string without encoding it (a lone surrogate counts 3, as TextEncoder writes U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function isOversized(raw: string, max: number): boolean {
  if (raw.length > max) return true;
  if (raw.length * 3 <= max) return false;
  return utf8Length(raw) > max;
}

type Parsed = { readonly cmd: string; readonly value: Record<string, unknown> };

/** JSON text → an object with a string `cmd`. */
function readEnvelope(raw: string, maxBytes: number): Result<Parsed, ProtocolError> {
  if (isOversized(raw, maxBytes)) return protocolError('FRAME_TOO_LARGE', `frame exceeds ${maxBytes} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    return protocolError('BAD_JSON', `malformed JSON: ${(e as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return protocolError(
      'NOT_OBJECT',
      `expected a JSON object, got ${Array.isArray(value) ? 'an array' : typeof value}`,
    );
  }
  const cmd = (value as Record<string, unknown>).cmd;
  if (typeof cmd !== 'string') return protocolError('MISSING_CMD', 'expected a string field cmd');
  return ok({ cmd, value: value as Record<string, unknown> });
}

function checkFields<T>(
  schema: z.ZodMiniType<T>,
  parsed: Parsed,
  context?: z.core.ParseContext<z.core.$ZodIssue>,
): Result<T, ProtocolError> {
  const result = schema.safeParse(parsed.value, context);
  if (result.success) return ok(result.data);
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.');
  const where = field === '' ? parsed.cmd : `${parsed.cmd}.${field}`;
  return protocolError('BAD_FIELD', `${where}: ${issue.message}`, parsed.cmd, field === '' ? null : field);
}

/**
 * Every open game page pings every 10 s, so half of a busy server's frames are this exact text:
 * it is answered without parsing (the result is what the schema makes of it).
 */
const PING_FRAME = '{"cmd":"ping"}';
const PING: Result<ClientMessage, ProtocolError> = Object.freeze(ok(Object.freeze({ cmd: 'ping' as const })));

export function parseClientMessage(raw: string): Result<ClientMessage, ProtocolError> {
  if (raw === PING_FRAME) return PING;
  const envelope = readEnvelope(raw, MAX_FRAME_BYTES);
  if (!envelope.ok) return envelope;
  const { cmd, value } = envelope.value;
  if (cmd === 'pos_stone') {
    const move = wellFormedMove(value);
    if (move) return ok(move);
  }
  if (!isClientCmd(cmd)) return protocolError('UNKNOWN_CMD', `unknown cmd '${cmd}'`, cmd);
  return checkFields(clientMessageSchemas[cmd] as z.ZodMiniType<ClientMessage>, envelope.value, inEnglish());
}

/**
 * Moves are most of what a game's players send: a well-formed one is read without the schema,
 * as the schema reads it (its fields, unknown ones dropped). Anything else about a pos_stone goes
 * to the schema, which names the fault.
 */
function wellFormedMove(value: Record<string, unknown>): ClientMessage | null {
  const { pos, step } = value;
  if (typeof pos !== 'string' || !POINT_PATTERN.test(pos)) return null;
  if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 1) return null;
  return { cmd: 'pos_stone', pos, step };
}

/**
 * The server's frames have no size limit here (initdata carries a whole game). A refusal names
 * the field with zod's bare "Invalid input" (the web client only counts refusals by code), so
 * the browser does not load the English texts.
 */
export function parseServerMessage(raw: string): Result<ServerMessage, ProtocolError> {
  const envelope = readEnvelope(raw, Number.POSITIVE_INFINITY);
  if (!envelope.ok) return envelope;
  const { cmd } = envelope.value;
  if (!isServerCmd(cmd)) return protocolError('UNKNOWN_CMD', `unknown cmd '${cmd}'`, cmd);
  return checkFields(serverMessageSchemas[cmd] as z.ZodMiniType<ServerMessage>, envelope.value);
}

/** The `error` message that answers a frame refused by parseClientMessage. */
export function protocolErrorReply(error: ProtocolError): ServerMessageOf<'error'> {
  const reply: ServerMessageOf<'error'> = { cmd: 'error', code: error.code, message: error.message };
  return error.cmd !== null && isClientCmd(error.cmd) ? { ...reply, replyTo: error.cmd } : reply;
}
