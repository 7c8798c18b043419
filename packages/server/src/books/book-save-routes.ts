/**
 * The saving panel's two calls (seed 000 section 7): POST /jwt/getqipubooklist/ lists the
 * viewer's books, both types, each chapter with `isin` for this position (position books) or
 * this game (full-record books); POST /jwt/addtobooks/ adds to the chapters of `books` and
 * takes out of those of `removes`, all or nothing. Only a finished game's moves are saved
 * (docs/books.md, "During play").
 */
import { err, ok, type Result } from '@tengen/core';
import { BOOK_LIMITS, BOOK_TYPE } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure, type HttpFailure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';
import { ownChapter } from './book-checks.ts';

/** A full record is stored at step 0: the whole game, whatever move the page was showing. */
const WHOLE_GAME = 0;

export function addBookSaveRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getBookList', async ({ form, viewer }) => {
    const play = await savablePlay(store, form.chessid, form.step);
    if (!play.ok) return play;
    const userId = viewer.user.id;
    const [books, positions, records] = await Promise.all([
      store.books.booksOf(userId),
      store.books.chaptersHolding(userId, play.value.id, form.step),
      store.books.chaptersHolding(userId, play.value.id, WHOLE_GAME),
    ]);
    return ok({
      books: books.map((b) => {
        const holding = b.booktype === BOOK_TYPE.position ? positions : records;
        return {
          bookid: b.id,
          name: b.name,
          booktype: b.booktype as 1 | 4,
          chapters: b.chapters.map((c) => ({ id: c.id, name: c.name, isin: holding.has(c.id) })),
        };
      }),
    });
  });

  addRoute(app, accounts, 'addToBooks', async ({ form, viewer }) => {
    const both = form.books.filter((id) => form.removes.includes(id));
    if (both.length > 0) return err(failure('BAD_REQUEST', `books, removes: chapter ${both[0]} is in both`));
    for (const [field, ids] of [
      ['books', form.books],
      ['removes', form.removes],
    ] as const) {
      for (const id of ids) {
        const chapter = await ownChapter(store, viewer.user.id, id);
        if (!chapter.ok) return chapter;
        if (chapter.value.booktype !== form.booktype) {
          const kind = chapter.value.booktype === BOOK_TYPE.position ? 'a position' : 'a full-record';
          return err(failure('BAD_REQUEST', `${field}: chapter ${id} is in ${kind} book`));
        }
      }
    }
    const play = await savablePlay(store, form.chessid, form.step);
    if (!play.ok) return play;
    const saved = await store.books.saveEntry(
      {
        playId: play.value.id,
        step: form.booktype === BOOK_TYPE.position ? form.step : WHOLE_GAME,
        adds: form.books,
        removes: form.removes,
        at: deps.now(),
      },
      BOOK_LIMITS.entries,
    );
    if (!saved.ok)
      return err(
        failure('CONFLICT', `a chapter already holds ${BOOK_LIMITS.entries} entries, the most it may`),
      );
    return ok({ result: 0 });
  });
}

/** A finished game with at least `step` moves. */
async function savablePlay(store: Store, playId: number, step: number): Promise<Result<Play, HttpFailure>> {
  const play = await store.playById(playId);
  if (play === null) return err(failure('NOT_FOUND', `no play ${playId}`));
  if (play.status !== 1)
    return err(failure('CONFLICT', 'the game is still being played; save it once it ends'));
  if (step > play.finalMoves.length)
    return err(failure('BAD_REQUEST', `step: the game has ${play.finalMoves.length} moves`));
  return ok(play);
}
