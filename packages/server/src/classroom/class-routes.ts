/**
 * The live classroom (docs/classroom.md): creating, listing and opening classes. Any signed-in
 * user may open classes and join one by its link; the live part is on the socket.
 */
import { err, ok } from '@tengen/core';
import {
  CLASS_LIMITS,
  type ClassSummary,
  HIDDEN_NAME_CHARACTER_TEXT,
  validateBookName,
} from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import { newGuestName } from '../accounts/guests.ts';
import { userKeyFor } from '../accounts/userkey.ts';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { movesSoFar } from '../play/play-record.ts';
import { socketUrls } from '../play/play-routes.ts';
import type { ClassListing } from '../storage/class-store.ts';

/** Class userkeys are signed for play id 0 (as the lobby's), so they open no game room. */
const NO_PLAY_ID = 0;

const NAME_ERRORS = {
  EMPTY: 'name: the name is empty',
  TOO_LONG: `name: the name is longer than ${CLASS_LIMITS.nameLength} characters`,
  FORBIDDEN_SYMBOL: 'name: the name contains a control character or one of < > " ` \\ { }',
  HIDDEN_CHARACTER: `name: ${HIDDEN_NAME_CHARACTER_TEXT}`,
} as const;

const summary = (c: ClassListing): ClassSummary => ({
  classid: c.id,
  name: c.name,
  teacher: c.teacher,
  createdAt: c.createdAt,
});

export function addClassRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getMyClasses', async ({ viewer }) => {
    const mine = await store.classes.classesOf(viewer.user.id);
    return ok({ teaching: mine.teaching.map(summary), joined: mine.joined.map(summary) });
  });

  addRoute(app, accounts, 'getClass', async ({ params, viewer, request }) => {
    const found = await store.classes.classById(params.classid);
    if (!found) return err(failure('NOT_FOUND', `no class ${params.classid}`));
    const [sockethost, sockethost2] = socketUrls(deps, request);
    // A visitor without a token watches as a guest, under a fresh guest name.
    const subject =
      viewer.kind === 'user'
        ? ({ kind: 'user', userId: viewer.user.id, tokenId: viewer.tokenId } as const)
        : ({ kind: 'guest', username: newGuestName() } as const);
    return ok({
      ...summary(found),
      isTeacher: viewer.kind === 'user' && found.teacherId === viewer.user.id,
      sockethost,
      sockethost2,
      userkey: userKeyFor(deps.secret, NO_PLAY_ID, subject),
    });
  });

  addRoute(app, accounts, 'getClassMaterials', async ({ viewer }) => {
    const listed = await store.records.playsOfUser(viewer.user.id, {
      offset: 0,
      limit: CLASS_LIMITS.recentGames,
    });
    const games = await Promise.all(
      listed.plays.map(async ({ play, blackName, whiteName }) => {
        const record = await movesSoFar(store, play);
        return {
          playid: play.id,
          blackname: blackName,
          whitename: whiteName,
          size: play.boardSize,
          blackfirst: play.blackFirst,
          prepos: { black: [...play.presetStones.black], white: [...play.presetStones.white] },
          moves: [...record.moves],
          lasttime: record.lastAt,
        };
      }),
    );
    return ok({ games });
  });

  addRoute(app, accounts, 'createClass', async ({ form, viewer }) => {
    // A class's name follows the record books' rules (1–40 characters, no markup symbols).
    const name = validateBookName(form.name);
    if (!name.ok) return err(failure('BAD_REQUEST', NAME_ERRORS[name.error]));
    const made = await store.classes.createClass(
      { teacherId: viewer.user.id, name: name.value, at: deps.now() },
      CLASS_LIMITS.classes,
    );
    if (!made.ok)
      return err(failure('CONFLICT', `you already have ${CLASS_LIMITS.classes} classes, the most one may`));
    return ok({ classid: made.value });
  });
}
