import { type ClientMessage, type CountRefusal, type PlayInfo } from '@tengen/protocol';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { SocketConnection } from '../../../shared/socket/socket-connection.ts';
import { type Timers } from '../../../shared/socket/websocket-like.ts';
import { type GameAction } from './reducer.ts';
import { type GameState } from './state.ts';
export interface ControllerOptions {
  readonly play: PlayInfo;
  readonly api: ApiClient;
  readonly navigate: (to: string) => void;
  readonly reload: () => void;
  /** By default a SocketConnection to the play info's hosts with the browser's WebSocket. */
  readonly socket?: SocketConnection;
  readonly now?: () => number;
  readonly timers?: Timers;
}
/** What a move attempt came to: sent, or why not. */
export type MoveAttempt = 'SENT' | 'NOT_YOUR_TURN' | string;
export declare class GameController {
  private readonly options;
  private state;
  private readonly listeners;
  private readonly socket;
  private readonly now;
  private readonly timers;
  private readonly pending;
  private idleTimer;
  private readonly unsubscribe;
  constructor(options: ControllerOptions);
  getState: () => GameState;
  subscribe: (listener: () => void) => () => void;
  /** Socket counters (frames received, dropped) for diagnostics. */
  get socketStats(): import('../../../shared/socket/socket-connection.ts').SocketStats;
  start(): void;
  dispose(): void;
  dispatch(action: GameAction): void;
  /** The viewer plays at an SGF point. */
  play(point: string): MoveAttempt;
  pass(): MoveAttempt;
  resign(): boolean;
  requestTakeBack(): boolean;
  answerTakeBack(accept: boolean): boolean;
  /** Asks to count, or shows why not (32) with the seed's message. */
  requestCounting(): boolean;
  /** Accept to count, or refuse with one of the canned reasons. */
  answerCounting(accept: boolean, reason?: CountRefusal): boolean;
  answerCountResult(accept: boolean): boolean;
  startNow(): boolean;
  answerStartNow(accept: boolean): boolean;
  callReferee(): boolean;
  /** Any other message (chat, invitations): the socket sends it if joined. */
  send(message: ClientMessage): boolean;
  reconnect(): void;
  closeNotice(id: number): void;
  private sendMove;
  private connectionChanged;
  private run;
  private later;
}
