/**
 * The live game outside React: the socket, the reducer's state, the timers and effects. The page
 * creates one per play, reads slices of its state through a small hook (use-game.ts), and calls its
 * actions; every action checks the enabling rules before anything is sent.
 */
import {
  type ClientMessage,
  CONNECTION,
  COUNTING,
  type CountRefusal,
  countingMinMoves,
  type PlayInfo,
  pkeyOf,
  type ServerMessage,
} from '@tengen/protocol';
import type { ApiClient } from '../../../common/api/api-client.ts';
import { type ConnectionState, SocketConnection } from '../../../common/socket/socket-connection.ts';
import { realTimers, type Timers } from '../../../common/socket/websocket-like.ts';
import { competitionPath, effectsOf, type GameEffect, LEAVE_AFTER_ELSEWHERE_MS } from './effects.ts';
import { type GameState, initialGameState } from './game-state.ts';
import { type GameAction, gameReducer } from './reducer.ts';
import {
  answersCounting,
  answersProposal,
  answersTakeBack,
  canCallReferee,
  canPass,
  canResign,
  canStartEarly,
  countingBlock,
  earlyStartToAnswer,
  idleReloadDue,
  type MoveBlock,
  moveBlock,
  moveBlockCode,
  takeBackDepth,
} from './rules.ts';
import { secondGamePath } from './second-game.ts';

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

/** What a move attempt came to: sent, or why not (told beside the board, see `refusedMove`). */
export type MoveAttempt = 'SENT' | MoveBlock;

export class GameController {
  private state: GameState;
  private readonly listeners = new Set<() => void>();
  private readonly socket: SocketConnection;
  private readonly now: () => number;
  private readonly timers: Timers;
  private readonly pending = new Set<unknown>();
  private idleTimer: unknown = null;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(private readonly options: ControllerOptions) {
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? realTimers;
    this.state = initialGameState(options.play, this.now());
    this.socket =
      options.socket ??
      new SocketConnection({
        hosts: [options.play.sockethost, options.play.sockethost2].filter((h) => h !== ''),
        pkey: pkeyOf(options.play.playid),
        userkey: options.play.userkey,
        onJoin: [{ cmd: 'getinitdata' }],
      });
  }

  getState = (): GameState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every message the socket receives, for a panel that keeps its own view of some (players' presence). */
  onMessage(listener: (message: ServerMessage) => void): () => void {
    return this.socket.onMessage(listener);
  }

  /** Socket counters (frames received, dropped) for diagnostics. */
  get socketStats() {
    return this.socket.stats;
  }

  start(): void {
    this.unsubscribe.push(
      this.socket.onMessage((message) => {
        const before = this.state;
        this.dispatch({ type: 'received', message, at: this.now() });
        for (const effect of effectsOf(message, before, this.state)) this.run(effect);
      }),
      this.socket.onStateChange((state) => this.connectionChanged(state)),
    );
    this.idleTimer = this.timers.setInterval(() => {
      if (idleReloadDue(this.state, this.now())) this.options.reload();
    }, CONNECTION.pingIntervalMs);
    this.socket.start();
  }

  dispose(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    for (const t of this.pending) this.timers.clearTimeout(t);
    this.pending.clear();
    if (this.idleTimer !== null) this.timers.clearInterval(this.idleTimer);
    this.socket.close();
  }

  dispatch(action: GameAction): void {
    const next = gameReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * Whether the viewer may play at `point` now. When not, the reason is told (the state's
   * `refusedMove`, shown beside the board) and false returned; nothing is sent either way.
   * Move confirmation checks the first tap with it, so an illegal point never shows a stone.
   */
  checkMove(point: string): boolean {
    const block = moveBlock(this.state, point);
    if (block !== null) this.refuse(block);
    return block === null;
  }

  /** The viewer plays at an SGF point; a move that may not go is refused as checkMove says. */
  play(point: string): MoveAttempt {
    const block = moveBlock(this.state, point);
    if (block !== null) {
      this.refuse(block);
      return block;
    }
    return this.sendMove('pos_stone', point);
  }

  pass(): MoveAttempt {
    if (!canPass(this.state)) {
      const block = moveBlock(this.state, null) ?? 'NOT_STARTED';
      this.refuse(block);
      return block;
    }
    return this.sendMove('pass_req', 'tt');
  }

  resign(): boolean {
    return canResign(this.state) && this.send({ cmd: 'send_fail' });
  }

  requestTakeBack(): boolean {
    const depth = takeBackDepth(this.state);
    return depth !== null && this.send({ cmd: 'restore_req', depth });
  }

  answerTakeBack(accept: boolean): boolean {
    if (!answersTakeBack(this.state)) return false;
    return this.send({ cmd: accept ? 'restore_yes_resp' : 'restore_no_resp' });
  }

  /** Asks to count, or shows why not (32) with the seed's message. */
  requestCounting(): boolean {
    const block = countingBlock(this.state, this.now());
    if (block !== null) {
      if (block.code !== 'NOT_NOW') {
        this.dispatch({
          type: 'notice',
          notice: {
            kind: 'countingBlocked',
            code: block.code,
            minMoves: countingMinMoves(this.state.setup.size),
          },
        });
      }
      return false;
    }
    if (!this.send({ cmd: 'calc_stone_req' })) return false;
    void this.options.api.call('addCountRequest', { form: { playid: this.state.play.playid } });
    const asked = this.state.countingRequests;
    // The retry check: no answer after 3 s, ask for the whole state again.
    this.later(COUNTING.retryCheckMs, () => {
      if (this.state.countingRequests === asked && this.state.counting === null) {
        this.send({ cmd: 'getinitdata' });
      }
    });
    return true;
  }

  /** Accept to count, or refuse with one of the canned reasons. */
  answerCounting(accept: boolean, reason: CountRefusal = 0): boolean {
    if (answersCounting(this.state) !== 'request') return false;
    return this.send(accept ? { cmd: 'calc_stone_yes_req' } : { cmd: 'calc_stone_no_req', reason });
  }

  answerCountResult(accept: boolean): boolean {
    if (answersCounting(this.state) !== 'result') return false;
    return this.send({ cmd: accept ? 'calc_stone_yes_result' : 'calc_stone_no_result' });
  }

  /** Accepts the count proposed after two passes, or refuses it to play on. */
  answerProposal(accept: boolean): boolean {
    const p = this.state.proposal;
    const seat = this.state.viewer?.seat ?? 0;
    // A player who accepted may still refuse while the other has not answered.
    if (!p || seat === 0 || (accept && !answersProposal(this.state))) return false;
    return this.send({ cmd: accept ? 'count_proposal_yes' : 'count_proposal_no' });
  }

  startNow(): boolean {
    return canStartEarly(this.state) && this.send({ cmd: 'startnow' });
  }

  answerStartNow(accept: boolean): boolean {
    if (earlyStartToAnswer(this.state, this.now()) === null) return false;
    return this.send({ cmd: accept ? 'startnow_yes' : 'startnow_no' });
  }

  callReferee(): boolean {
    return canCallReferee(this.state) && this.send({ cmd: 'call_judge_req' });
  }

  /** Any other message (chat, invitations): the socket sends it if joined. */
  send(message: ClientMessage): boolean {
    return this.socket.send(message);
  }

  reconnect(): void {
    this.socket.reconnect();
  }

  closeNotice(id: number): void {
    this.dispatch({ type: 'noticeClosed', id });
  }

  private refuse(block: MoveBlock): void {
    const code = moveBlockCode(block);
    if (code !== null) this.dispatch({ type: 'moveRefused', code });
  }

  private sendMove(cmd: 'pos_stone' | 'pass_req', pos: string): MoveAttempt {
    const step = this.state.moves.length + 1;
    const message: ClientMessage = cmd === 'pos_stone' ? { cmd, pos, step } : { cmd, step };
    if (!this.socket.send(message)) {
      this.refuse('NOT_CONNECTED');
      return 'NOT_CONNECTED';
    }
    this.dispatch({ type: 'moveSent', pos, step, at: this.now() });
    return 'SENT';
  }

  private connectionChanged(state: ConnectionState): void {
    this.dispatch({ type: 'connection', state });
    if (state === 'replaced') {
      this.later(LEAVE_AFTER_ELSEWHERE_MS, () =>
        this.options.navigate(competitionPath(this.state.play.gameid)),
      );
    }
  }

  private run(effect: GameEffect): void {
    switch (effect.type) {
      case 'send':
        this.socket.send(effect.message);
        return;
      case 'reload':
        this.later(effect.afterMs, () => this.options.reload());
        return;
      case 'navigate':
        this.later(effect.afterMs, () => this.options.navigate(effect.to));
        return;
      case 'querySecondGame':
        this.later(effect.afterMs, async () => {
          const playid = this.state.play.playid;
          const answer = await this.options.api.call('querySecondPlay', { params: { playid } });
          const path = answer.ok ? secondGamePath(answer.value, playid) : null;
          if (path) this.options.navigate(path);
        });
        return;
    }
  }

  private later(ms: number, fn: () => void | Promise<void>): void {
    const handle = this.timers.setTimeout(() => {
      this.pending.delete(handle);
      void fn();
    }, ms);
    this.pending.add(handle);
  }
}
