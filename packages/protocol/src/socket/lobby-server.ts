/**
 * Server → client: Tengen's lobby messages beyond the seed's invitations (docs/lobby.md): the
 * open challenges (seeks) every lobby shows, quick match, and the tip that a player's new game
 * started from another of their tabs.
 */
import * as z from 'zod/mini';
import { BOARD_SIZES, INVITE } from '../constants/limits.ts';
import { QUICK_MATCH_PRESETS, type QuickMatchPresetId } from '../constants/quick-match.ts';
import {
  type DeepReadonly,
  idSchema,
  messageSchema,
  moveSchema,
  onlineUserSchema,
  pointSchema,
} from './fields.ts';
import { rankLabelSchema } from './lobby-client.ts';

const presetSchema = z.enum(
  QUICK_MATCH_PRESETS.map((p) => p.id) as unknown as [QuickMatchPresetId, ...QuickMatchPresetId[]],
);

/** An open challenge as every lobby lists it. */
export const seekSchema = z.object({
  id: idSchema,
  /** Who posted it, and their rank label. */
  username: z.string(),
  levelname: z.string(),
  size: z.literal(BOARD_SIZES),
  time: z.literal(INVITE.basicMinutes),
  byoyomi: z.literal(INVITE.byoyomiSeconds),
  ranked: z.boolean(),
  minlevel: rankLabelSchema,
  maxlevel: rankLabelSchema,
  /** Present (true) only when the game will have the move-choice panel. */
  stepselect: z.optional(z.literal(true)),
});
export type Seek = z.infer<typeof seekSchema>;

/**
 * Where a signed-in user on the site is: playing a game in progress (its page open), watching
 * one, in the lobby, or elsewhere on the site (a finished game's page, say). `playid` names the
 * game for `playing` and `watching`.
 */
export const WHEREABOUTS = ['playing', 'watching', 'lobby', 'elsewhere'] as const;
export type Whereabouts = (typeof WHEREABOUTS)[number];

/** An entry of the site's online list: the lobby's user entry, and where the user is. */
export const siteUserSchema = z.object({
  ...onlineUserSchema.shape,
  where: z.enum(WHEREABOUTS),
  playid: z.optional(idSchema),
});
export type SiteUser = DeepReadonly<z.infer<typeof siteUserSchema>>;

/** A game in progress as the lobby lists it, with what its thumbnail draws. */
export const liveGameSchema = z.object({
  playid: idSchema,
  size: z.literal(BOARD_SIZES),
  black: z.string(),
  blacklevelname: z.string(),
  white: z.string(),
  whitelevelname: z.string(),
  /** Handicap and setup stones, SGF points. */
  prepos: z.object({ black: z.array(pointSchema), white: z.array(pointSchema) }),
  black_first: z.boolean(),
  /** Every move so far, SGF points, `tt` a pass. */
  pos: z.array(moveSchema),
  /** How many sockets watch it (players included). */
  watchers: z.int().check(z.minimum(0)),
});
export type LiveGame = DeepReadonly<z.infer<typeof liveGameSchema>>;

export const lobbyServerMessageSchemas = {
  /**
   * Every signed-in user on the site and where they are; sent to a lobby socket when it joins and
   * again whenever the list changes.
   */
  siteuser_list: messageSchema('siteuser_list', { users: z.array(siteUserSchema) }),
  /** The games in progress, newest first; sent when a lobby socket joins and whenever a game moves, starts or ends. */
  live_games: messageSchema('live_games', { games: z.array(liveGameSchema) }),
  /** Every open challenge, oldest first; sent after `onlineuser` when a socket joins the lobby. */
  seek_list: messageSchema('seek_list', { seeks: z.array(seekSchema) }),
  /** A new open challenge, to every lobby. */
  seek_add: messageSchema('seek_add', { seek: seekSchema }),
  /** Open challenge `id` is gone from every lobby: withdrawn, accepted, or its poster left. */
  seek_remove: messageSchema('seek_remove', {
    id: idSchema,
    reason: z.enum(['cancel', 'accepted', 'left']),
  }),
  /** Open challenge `id` was accepted: to the accepting socket and the posting one, both go to /play/p/{playid}/. */
  seek_agree_resp: messageSchema('seek_agree_resp', { id: idSchema, playid: idSchema }),
  /** This socket waits in the quick-match queue of `preset`. */
  quick_match_wait: messageSchema('quick_match_wait', { preset: presetSchema }),
  /** This socket left the queue of `preset` (it asked to, or another of the player's tabs was paired). */
  quick_match_cancel_resp: messageSchema('quick_match_cancel_resp', { preset: presetSchema }),
  /** Quick match paired this socket with `opponent`: go to /play/p/{playid}/. */
  quick_match_resp: messageSchema('quick_match_resp', {
    preset: presetSchema,
    playid: idSchema,
    opponent: z.string(),
  }),
  /**
   * A new game of this player, against `opponent`, started from another of their tabs (an
   * invitation `id` accepted, a seek, a quick match): this tab stays where it is and may link to it.
   */
  play_start_tip: messageSchema('play_start_tip', {
    playid: idSchema,
    opponent: z.string(),
    id: z.optional(idSchema),
  }),
} as const;
