/**
 * The user card (GET /jwt/getuserplayinfo/{username}/) and following (POST /jwt/addfriend/; not
 * between users apart: block-routes.ts);
 * the private messages are in private-message-routes.ts, the friends page's calls in friends-routes.ts.
 */
import { err, ok } from '@tengen/core';
import { isGuestName, RECENT_RESULTS_SHOWN, rankLabelFor, type UserCard } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../accounts/viewer.ts';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { Store } from '../storage/store.ts';
import type { User } from '../storage/types.ts';
import { addBlockRoutes, apart } from './block-routes.ts';
import { addFriendsRoutes } from './friends-routes.ts';
import { addPrivateMessageRoutes } from './private-message-routes.ts';

export function addSocialRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getUserCard', async ({ params, viewer }) => {
    if (isGuestName(params.username)) return err(failure('NOT_FOUND', 'a guest has no card'));
    const user = await store.userByName(params.username);
    if (user === null) return err(failure('NOT_FOUND', 'no such user'));
    return ok({ playinfo: await userCard(store, user, viewer) });
  });

  addRoute(app, accounts, 'setFriend', async ({ form, viewer }) => {
    if (form.friend === viewer.user.id)
      return err(failure('BAD_REQUEST', 'friend: you cannot follow yourself'));
    const friend = await store.userById(form.friend);
    if (friend === null) return err(failure('NOT_FOUND', 'no such user'));
    if (form.attion && (await apart(store, viewer.user.id, friend.id)))
      return err(failure('FORBIDDEN', 'friend: you cannot follow this player'));
    await store.social.setFollow(viewer.user.id, friend.id, form.attion, deps.now());
    return ok({ result: 0 });
  });

  addPrivateMessageRoutes(app, deps);
  addFriendsRoutes(app, deps);
  addBlockRoutes(app, deps);
}

/** Seed 000 section 3's user card; no organisations exist (orgid 0, orgname ''). */
export async function userCard(store: Store, user: User, viewer: Viewer): Promise<UserCard> {
  const [recent, follows] = await Promise.all([
    store.records.recentResults(user.id, RECENT_RESULTS_SHOWN),
    viewer.kind === 'user' && viewer.user.id !== user.id
      ? store.social.isFollowing(viewer.user.id, user.id)
      : false,
  ]);
  return {
    username: user.username,
    userid: user.id,
    headpath: user.avatarUrl,
    usertype: user.membership,
    gamelevel: user.rank,
    gamelevelname: rankLabelFor(user.rank),
    orgid: 0,
    orgname: '',
    lastplay: recent.map((r) => ({ iswin: r.won })),
    win: user.wins,
    fail: user.losses,
    attion: follows,
  };
}
