/** For tests: a play info, states built by real messages, and a shorthand to feed messages. */
import type { PlayInfo, ServerMessage, ServerMessageOf } from '@tengen/protocol';
import { type GameState, initialGameState } from './game-state.ts';
import { type GameAction, gameReducer } from './reducer.ts';

export const T0 = 1_700_000_000_000;

export function testPlay(overrides: Partial<PlayInfo> = {}): PlayInfo {
  return {
    playid: 12,
    lu: 19,
    black: 1,
    white: 2,
    black_first: true,
    timecount: 10,
    dumiao: 30,
    ducount: 3,
    rangzi: 0,
    daotiemu: 350,
    stepthink: 0,
    stepselect: false,
    stepoptions: [],
    status: 0,
    result: 0,
    wintype: 0,
    winnumber: 0,
    ismember: true,
    isauditman: false,
    isappealman: false,
    gameid: 0,
    gamename: '',
    playindex: 1,
    gameprevid: 0,
    gamenextid: 0,
    playlist: [],
    firstid: 0,
    secondid: 0,
    black_chat: true,
    white_chat: true,
    enablechat: true,
    guestenable: false,
    blackhead: '',
    whitehead: '',
    blackneiname: 'Alice',
    whiteneiname: 'Bob',
    blacklevelname: '3D',
    whitelevelname: '2D',
    machineid: 0,
    machinename: '',
    busername: 'alice',
    wusername: 'bob',
    onlyonelogin: true,
    canrestore: true,
    canstartbefore: true,
    gamecalljudge: true,
    isgametest: false,
    unstart: 0,
    prepos: { black: [], white: [] },
    sockethost: 'ws://127.0.0.1:1/ws',
    sockethost2: 'ws://127.0.0.1:1/ws2',
    userlevel: 0,
    maxplaycount: 1,
    userkey: 'k',
    dianmucount: 0,
    black_info: { win: 1, fail: 2 },
    white_info: { win: 3, fail: 4 },
    openAnalyze: false,
    isHp: false,
    isFinish: false,
    resultText: '',
    ...overrides,
  };
}

export const CLOCKS = {
  blackthink: 600_000,
  whitethink: 600_000,
  bducount: 3,
  wducount: 3,
  bcost: 0,
  wcost: 0,
  elapsed: 0,
} as const;

export function testInitData(
  overrides: Partial<ServerMessageOf<'initdata'>> = {},
): ServerMessageOf<'initdata'> {
  return {
    cmd: 'initdata',
    pos: [],
    chats: [],
    scorelist: [],
    status: 0,
    restore: null,
    calcscore: null,
    nextcolor: 1,
    stepcount: 0,
    unstart: 0,
    result: 0,
    wintype: 0,
    winnumber: 0,
    black_chat: true,
    white_chat: true,
    ...CLOCKS,
    ...overrides,
  };
}

/** The n-th move (1-based) as the server broadcasts it, black first. */
export function posMessage(pos: string, step: number, extra: Partial<ServerMessageOf<'pos'>> = {}) {
  return { cmd: 'pos', pos, step, color: step % 2 === 1 ? 1 : 2, ...CLOCKS, ...extra } as const;
}

export function feed(state: GameState, messages: readonly ServerMessage[], at = T0): GameState {
  return messages.reduce<GameState>((s, message) => gameReducer(s, { type: 'received', message, at }), state);
}

export function act(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce(gameReducer, state);
}

/** A state as the page has it once joined as `seat` (0 a spectator) and synced with `init`. */
export function joined(
  seat: 0 | 1 | 2,
  init: Partial<ServerMessageOf<'initdata'>> = {},
  play: Partial<PlayInfo> = {},
): GameState {
  const username = seat === 1 ? 'alice' : seat === 2 ? 'bob' : 'carol';
  const role = seat === 0 ? 'other' : 'member';
  const start = act(initialGameState(testPlay(play), T0), { type: 'connection', state: 'joined' });
  return feed(start, [{ cmd: 'connected', username, role, color: seat, now: T0 }, testInitData(init)]);
}
