/**
 * The friends page's calls: GET /jwt/getfriends/ (whom the viewer follows, and where each is on
 * the site now), GET /jwt/getconversations/ and GET /jwt/getunreadcount/ (what the site header
 * polls). All three are the viewer's own and change nothing.
 */
import { ok } from '@tengen/core';
import {
  CONVERSATIONS_LISTED,
  type ConversationEntry,
  type FriendEntry,
  type FriendWhereabouts,
  rankLabelFor,
} from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import {
  gamePlace,
  LOBBY_PLACE,
  type PresenceBoard,
  playIdOfPlace,
  SITE_PLACE,
} from '../cluster/presence-board.ts';
import type { HttpDeps } from '../http/deps.ts';
import { addRoute } from '../http/route.ts';
import type { UserPlaying } from '../storage/social-types.ts';
import type { User } from '../storage/types.ts';

/** Online first, in the lobby's order of places; then by name. */
const WHERE_ORDER: readonly FriendWhereabouts[] = ['playing', 'watching', 'lobby', 'elsewhere', 'offline'];

export function addFriendsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts, presence } = deps;

  addRoute(app, accounts, 'getFriends', async ({ viewer }) => {
    const followees = await store.social.followees(viewer.user.id);
    const ids = followees.map((u) => u.id);
    const [unread, followers, plays] = await Promise.all([
      store.social.unreadBySender(viewer.user.id),
      store.social.followersAmong(viewer.user.id, ids),
      store.social.unfinishedPlaysOf(ids),
    ]);
    const isInPlay = async (playId: number) => (await store.playById(playId))?.status === 0;
    const friends = await Promise.all(
      followees.map(async (user): Promise<FriendEntry> => {
        const place = await whereIs(presence, user, plays, isInPlay);
        return {
          userid: user.id,
          username: user.username,
          headpath: user.avatarUrl,
          gamelevelname: rankLabelFor(user.rank),
          ...place,
          unread: unread.get(user.id) ?? 0,
          followsyou: followers.has(user.id),
        };
      }),
    );
    friends.sort(
      (a, b) =>
        WHERE_ORDER.indexOf(a.where) - WHERE_ORDER.indexOf(b.where) || a.username.localeCompare(b.username),
    );
    return ok({ friends });
  });

  addRoute(app, accounts, 'getConversations', async ({ viewer }) => {
    const [summaries, unread] = await Promise.all([
      store.social.conversations(viewer.user.id, CONVERSATIONS_LISTED),
      store.social.unreadCount(viewer.user.id),
    ]);
    const conversations = summaries.map(
      (c): ConversationEntry => ({
        userid: c.other.id,
        username: c.other.username,
        headpath: c.other.avatarUrl,
        last: {
          content: c.last.content,
          t: c.last.at,
          username: c.last.fromId === viewer.user.id ? viewer.user.username : c.other.username,
        },
        unread: c.unread,
      }),
    );
    return ok({ conversations, unread });
  });

  addRoute(app, accounts, 'getUnreadCount', async ({ viewer }) =>
    ok({ unread: await store.social.unreadCount(viewer.user.id) }),
  );
}

/**
 * Where a user is, as the lobby's online list would say: on the site at all (a page with a
 * socket open), playing (a game of theirs in progress with its page open), watching (another
 * game in progress with its page open: the presence board keeps each user's places), in the
 * lobby; a finished game's page is `elsewhere`, as in the lobby's list (docs/lobby.md).
 */
async function whereIs(
  presence: PresenceBoard,
  user: User,
  plays: readonly UserPlaying[],
  isInPlay: (playId: number) => Promise<boolean>,
): Promise<Pick<FriendEntry, 'where' | 'playid'>> {
  if (!(await presence.isPresent(SITE_PLACE, user.username))) return { where: 'offline' };
  for (const play of plays) {
    if (play.blackId !== user.id && play.whiteId !== user.id) continue;
    if (await presence.isPresent(gamePlace(play.playId), user.username)) {
      return { where: 'playing', playid: play.playId };
    }
  }
  for (const place of await presence.placesOf(user.username)) {
    const playId = playIdOfPlace(place);
    if (playId !== null && (await isInPlay(playId))) return { where: 'watching', playid: playId };
  }
  if (await presence.isPresent(LOBBY_PLACE, user.username)) return { where: 'lobby' };
  return { where: 'elsewhere' };
}
