/**
 * The competition page's call, GET /jwt/getgameplays/{gameid}/ (Tengen's): the competition's
 * name and every play, grouped by round and ordered by play index, with both players and the
 * outcome. Open to guests, as watching is. An unknown competition is 404.
 */
import { err, ok } from '@tengen/core';
import {
  type CompetitionPlay,
  type CompetitionPlayer,
  type CompetitionRound,
  rankLabelFor,
  type Winner,
  type WinType,
} from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { Play, User } from '../storage/types.ts';

export function addCompetitionRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getGamePlays', async ({ params }) => {
    const competition = await store.competitionById(params.gameid);
    if (competition === null) return err(failure('NOT_FOUND', `no competition ${params.gameid}`));
    const plays = await store.competitionPlays(competition.id);
    const ids = [...new Set(plays.flatMap((p) => [p.blackId, p.whiteId]))];
    const users = new Map<number, User>();
    for (const user of await Promise.all(ids.map((id) => store.userById(id)))) {
      if (user !== null) users.set(user.id, user);
    }
    return ok({
      gameid: competition.id,
      gamename: competition.name,
      maxplaycount: competition.maxPlayCount,
      rounds: byRound(plays.map((play) => competitionPlay(play, users))),
    });
  });
}

function player(id: number, users: ReadonlyMap<number, User>): CompetitionPlayer {
  const user = users.get(id);
  return { userid: id, username: user?.username ?? '', levelname: user ? rankLabelFor(user.rank) : '' };
}

function competitionPlay(play: Play, users: ReadonlyMap<number, User>): CompetitionPlay & { round: number } {
  return {
    round: play.round,
    playid: play.id,
    playindex: play.playIndex,
    black: player(play.blackId, users),
    white: player(play.whiteId, users),
    lu: play.boardSize,
    status: play.status,
    result: play.result as Winner,
    wintype: play.winType as WinType,
    winnumber: play.winNumber,
    starttime: play.startsAt,
  };
}

/** Plays already in round order become rounds, each keeping its plays' order. */
function byRound(plays: readonly (CompetitionPlay & { round: number })[]): CompetitionRound[] {
  const rounds: { round: number; plays: CompetitionPlay[] }[] = [];
  for (const { round, ...play } of plays) {
    const last = rounds.at(-1);
    if (last?.round === round) last.plays.push(play);
    else rounds.push({ round, plays: [play] });
  }
  return rounds;
}
