/**
 * The rating calls (docs/ratings.md): GET /jwt/getuserratinglist/{username}/ for the profile
 * page, GET /jwt/getplayrating/{playid}/ for the game page. Open to guests, like the user card.
 */
import { err, ok } from '@tengen/core';
import { isGuestName, RATING_HISTORY_SHOWN } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { currentRating, playRatingChange, ratingPoint } from './rating-answers.ts';
import { PROVISIONAL_GAMES } from './rating-model.ts';

export function addRatingRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getUserRating', async ({ params }) => {
    if (isGuestName(params.username)) return err(failure('NOT_FOUND', 'a guest has no rating'));
    const user = await store.userByName(params.username);
    if (user === null) return err(failure('NOT_FOUND', 'no such user'));
    const [rating, history] = await Promise.all([
      store.ratings.ratingOf(user.id),
      store.ratings.historyOf(user.id, RATING_HISTORY_SHOWN),
    ]);
    return ok({
      userid: user.id,
      username: user.username,
      rating: rating === null ? null : currentRating(rating, user.rank, deps.now()),
      start: history.length > 0 ? Math.round(history[0].ratingBefore) : null,
      history: history.map(ratingPoint),
    });
  });

  addRoute(app, accounts, 'getPlayRating', async ({ params }) => {
    const play = await store.playById(params.playid);
    if (play === null) return err(failure('NOT_FOUND', `no play ${params.playid}`));
    const changes = play.ranked ? await store.ratings.changesOf(play.id) : [];
    const starts = await Promise.all(changes.map((c) => store.ratings.ratingOf(c.userId)));
    return ok({
      playid: play.id,
      ranked: play.ranked,
      provisionalgames: PROVISIONAL_GAMES,
      changes: changes.map((c, i) => playRatingChange(c, starts[i]?.startLevel ?? c.levelBefore)),
    });
  });
}
