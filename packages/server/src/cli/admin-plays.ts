/** `tengen admin competition create` and `tengen admin play create`. */
import { parseArgs } from 'node:util';
import { err, ok } from '@tengen/core';
import { type BoardSize, isBoardSize, MAX_HANDICAP } from '@tengen/protocol';
import type { NewPlay } from '../storage/types.ts';
import type { AdminContext, CommandResult } from './admin.ts';
import { all, readInt, readStart } from './admin-options.ts';

const MAX_ID = Number.MAX_SAFE_INTEGER;

export async function competitionCreate(
  args: string[],
  { store, now }: AdminContext,
): Promise<CommandResult> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, maxplaycount: { type: 'string' } },
  });
  if (positionals.length > 0 || values.name === undefined || values.name.trim() === '')
    return err('give --name');
  const maxPlayCount = readInt('maxplaycount', values.maxplaycount, 1, 2);
  if (!maxPlayCount.ok) return maxPlayCount;
  const competition = await store.createCompetition({
    name: values.name.trim(),
    maxPlayCount: maxPlayCount.value ?? 1,
    createdAt: now(),
  });
  return ok({
    created: 'competition',
    gameid: competition.id,
    gamename: competition.name,
    maxplaycount: competition.maxPlayCount,
  });
}

const PLAY_OPTIONS = {
  black: { type: 'string' },
  white: { type: 'string' },
  gameid: { type: 'string' },
  round: { type: 'string' },
  index: { type: 'string' },
  prev: { type: 'string' },
  next: { type: 'string' },
  first: { type: 'string' },
  size: { type: 'string' },
  time: { type: 'string' },
  byoyomi: { type: 'string' },
  periods: { type: 'string' },
  handicap: { type: 'string' },
  'komi-shift': { type: 'string' },
  think: { type: 'string' },
  start: { type: 'string' },
  'white-first': { type: 'boolean' },
  undo: { type: 'boolean' },
  'early-start': { type: 'boolean' },
  'call-judge': { type: 'boolean' },
  'single-login': { type: 'boolean' },
  'no-chat': { type: 'boolean' },
  'guest-chat': { type: 'boolean' },
  'step-select': { type: 'boolean' },
  test: { type: 'boolean' },
  'no-analysis': { type: 'boolean' },
  'energy-bar': { type: 'boolean' },
} as const;

export async function playCreate(args: string[], { store, now }: AdminContext): Promise<CommandResult> {
  const { values: v, positionals } = parseArgs({ args, allowPositionals: true, options: PLAY_OPTIONS });
  if (positionals.length > 0) return err(`unexpected '${positionals[0]}'`);
  if (v.black === undefined || v.white === undefined) return err('give --black and --white');
  const read = all({
    gameId: readInt('gameid', v.gameid, 1, MAX_ID),
    round: readInt('round', v.round, 0, 1_000_000),
    playIndex: readInt('index', v.index, 1, 1_000),
    prevPlayId: readInt('prev', v.prev, 1, MAX_ID),
    nextPlayId: readInt('next', v.next, 1, MAX_ID),
    firstPlayId: readInt('first', v.first, 1, MAX_ID),
    boardSize: readInt('size', v.size, 9, 19),
    mainMinutes: readInt('time', v.time, 0, 24 * 60),
    byoyomiSeconds: readInt('byoyomi', v.byoyomi, 0, 3_600),
    byoyomiPeriods: readInt('periods', v.periods, 0, 100),
    handicap: readInt('handicap', v.handicap, 0, MAX_HANDICAP),
    komiShift: readInt('komi-shift', v['komi-shift'], -10_000, 10_000),
    moveLimitSeconds: readInt('think', v.think, 0, 3_600),
    startsAt: readStart(v.start, now()),
  });
  if (!read.ok) return read;
  const r = read.value;
  if (r.boardSize !== undefined && !isBoardSize(r.boardSize)) return err('--size must be 9, 13 or 19');
  const [black, white] = await Promise.all([store.userByName(v.black), store.userByName(v.white)]);
  if (black === null) return err(`no user '${v.black}'`);
  if (white === null) return err(`no user '${v.white}'`);
  if (r.gameId !== undefined && (await store.competitionById(r.gameId)) === null) {
    return err(`no competition ${r.gameId} (create it with: tengen admin competition create)`);
  }
  const play: NewPlay = {
    blackId: black.id,
    whiteId: white.id,
    startsAt: r.startsAt,
    createdAt: now(),
    gameId: r.gameId,
    round: r.round ?? (r.gameId === undefined ? undefined : 1),
    playIndex: r.playIndex,
    prevPlayId: r.prevPlayId,
    nextPlayId: r.nextPlayId,
    boardSize: r.boardSize as BoardSize | undefined,
    blackFirst: v['white-first'] === true ? false : undefined,
    mainMinutes: r.mainMinutes,
    byoyomiSeconds: r.byoyomiSeconds,
    byoyomiPeriods: r.byoyomiPeriods,
    handicap: r.handicap,
    komiShift: r.komiShift,
    moveLimitSeconds: r.moveLimitSeconds,
    undoAllowed: v.undo,
    earlyStartAllowed: v['early-start'],
    judgeCallsAllowed: v['call-judge'],
    singleLogin: v['single-login'],
    chatEnabled: v['no-chat'] === true ? false : undefined,
    guestsMayChat: v['guest-chat'],
    stepSelect: v['step-select'],
    isTest: v.test,
    analysisAllowed: v['no-analysis'] === true ? false : undefined,
    energyBar: v['energy-bar'],
  };
  if (r.firstPlayId === undefined) {
    const created = await store.createPlay(play);
    return ok({
      created: 'play',
      playid: created.id,
      gameid: created.gameId,
      round: created.round,
      playindex: created.playIndex,
    });
  }
  const first = await store.playById(r.firstPlayId);
  if (first === null) return err(`no play ${r.firstPlayId}`);
  if (first.secondPlayId > 0) return err(`play ${first.id} already has a second game: ${first.secondPlayId}`);
  const second = await store.createSecondPlay(first.id, {
    ...play,
    gameId: play.gameId ?? first.gameId,
    round: play.round ?? first.round,
    playIndex: play.playIndex ?? first.playIndex + 1,
  });
  if (!second.ok) return err(second.error);
  return ok({ created: 'play', playid: second.value.id, firstid: first.id, secondid: second.value.id });
}
