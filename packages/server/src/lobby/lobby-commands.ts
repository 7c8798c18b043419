import type { ClientMessage, SocketErrorCode } from '@tengen/protocol';
import type { Reachable } from './invitations.ts';
import type { LobbyWatch } from './lobby-watch.ts';
import type { QuickMatch } from './quick-match.ts';
import type { Seeks } from './seeks.ts';

type Refusal = { code: SocketErrorCode; message: string };

const LOBBY_CMDS = [
  'seek_req',
  'cancel_seek_req',
  'accept_seek_req',
  'quick_match_req',
  'cancel_quick_match_req',
] as const;
export type LobbyCmd = (typeof LOBBY_CMDS)[number];
export type LobbyCommand = Extract<ClientMessage, { cmd: LobbyCmd }>;

/** The lobby's own commands: open challenges and quick match (docs/lobby.md). */
export function isLobbyCommand(message: ClientMessage): message is LobbyCommand {
  return (LOBBY_CMDS as readonly string[]).includes(message.cmd);
}

export interface LobbyServices {
  readonly seeks: Seeks;
  readonly quickMatch: QuickMatch;
  /** The site's people and games in progress, as the lobby shows them. */
  readonly watch: LobbyWatch;
}

/** A socket joined the lobby: after the people in it, the open seeks, everyone online and the games in progress. */
export async function lobbyJoined(services: LobbyServices, socket: Reachable): Promise<void> {
  socket.send(await services.seeks.list());
  await services.watch.joined(socket);
}

export function runLobbyCommand(
  services: LobbyServices,
  by: Reachable,
  message: LobbyCommand,
): Promise<Refusal | null> {
  const { seeks, quickMatch } = services;
  switch (message.cmd) {
    case 'seek_req':
      return seeks.post(by, message);
    case 'cancel_seek_req':
      return seeks.cancel(by, message.id);
    case 'accept_seek_req':
      return seeks.accept(by, message.id);
    case 'quick_match_req':
      return quickMatch.join(by, message.preset);
    case 'cancel_quick_match_req':
      return quickMatch.leave(by.username).then(() => null);
  }
}

/**
 * A socket left the lobby: a quick-match wait from it ends; when it was the user's last lobby
 * socket on any process (`leftLobby`), their open seek ends too.
 */
export async function lobbySocketClosed(
  services: LobbyServices,
  socket: Reachable,
  leftLobby: boolean,
): Promise<void> {
  await services.quickMatch.leave(socket.username, socket.socketId);
  if (leftLobby) await services.seeks.withdraw(socket.username, 'left');
}
