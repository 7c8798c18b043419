/**
 * Every socket message the server sends (seed 000 section 4, plus Tengen's `error` and
 * `call_judge_tip`), one union member per `cmd`. Typed once from zod schemas, which the web
 * client may use to check what arrives (parseServerMessage).
 */
import * as z from 'zod/mini';
import { classroomServerMessageSchemas } from './classroom-server.ts';
import { countProposalServerSchemas } from './count-proposal.ts';
import type { DeepReadonly } from './fields.ts';
import { lobbyServerMessageSchemas } from './lobby-server.ts';
import { presenceServerMessageSchemas } from './presence-server.ts';
import { endMessageSchemas } from './server-end.ts';
import { gameMessageSchemas } from './server-game.ts';
import { inviteMessageSchemas } from './server-invite.ts';
import { roomMessageSchemas } from './server-room.ts';

export const serverMessageSchemas = {
  ...roomMessageSchemas,
  ...gameMessageSchemas,
  ...endMessageSchemas,
  ...countProposalServerSchemas,
  ...inviteMessageSchemas,
  ...presenceServerMessageSchemas,
  ...lobbyServerMessageSchemas,
  ...classroomServerMessageSchemas,
} as const;

type Schemas = typeof serverMessageSchemas;
export type ServerCmd = keyof Schemas;
export type ServerMessageOf<C extends ServerCmd> = DeepReadonly<z.infer<Schemas[C]>>;
export type ServerMessage = { [C in ServerCmd]: ServerMessageOf<C> }[ServerCmd];

export const SERVER_CMDS = Object.keys(serverMessageSchemas) as ServerCmd[];

export const serverMessageSchema = z.discriminatedUnion(
  'cmd',
  Object.values(serverMessageSchemas) as unknown as [Schemas[ServerCmd], ...Schemas[ServerCmd][]],
);

export function isServerCmd(cmd: string): cmd is ServerCmd {
  return Object.hasOwn(serverMessageSchemas, cmd);
}

/** The messages that end a game: each carries `result`, `wintype` and `winnumber`. */
export const GAME_END_CMDS = [
  'sendfail_resp',
  'sendheqi_resp',
  'calc_stone_yes_result_tip',
  'qiquan_resp',
  'timeout_resp',
  'autofinish',
  'audit_resp',
] as const satisfies readonly ServerCmd[];
export type GameEndMessage = ServerMessageOf<(typeof GAME_END_CMDS)[number]>;

export function isGameEnd(message: ServerMessage): message is GameEndMessage {
  return (GAME_END_CMDS as readonly string[]).includes(message.cmd);
}
