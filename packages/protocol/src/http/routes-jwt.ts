/** Every /jwt/ call of seed 000 section 7, keyed by an English name, and Tengen's getGamePlays. */
import * as z from 'zod/mini';
import { BOARD_SIZES, MOVE_CHOICES } from '../constants/limits.ts';
import { APPEAL_DECISIONS, BOOK_TYPE, REFEREE_VERDICTS } from '../constants/results.ts';
import {
  choiceField,
  flagField,
  idField,
  idListField,
  intField,
  jsonField,
  pointListField,
  preposField,
  textField,
} from './fields.ts';
import { machineGameChoiceFields } from './machine-game.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});
const playid = z.object({ playid: idField });
const username = textField(1, 40);
const step = intField(0, 10_000);
const page = z.object({ userid: idField, page: intField(1) });

/** The JSON text of the estimate's `score` field. */
export const estimateRequestSchema = z.object({
  prepos: preposField,
  /** The moves, `*`-joined, `tt` a pass. */
  posstr: pointListField('*', { passes: true }),
  gamerule: z.literal(1),
  rangzi: z.int().check(z.minimum(0), z.maximum(9)),
  gamesize: z.literal(BOARD_SIZES),
  blackfirst: z.literal([0, 1]),
  cmd: z.literal('calc'),
  daotiemu: z._default(z.int(), 0),
});

export const JWT_ROUTES = {
  getPlayInfo: {
    method: 'GET',
    path: '/jwt/getplayinfo/{playid}/',
    params: playid,
    form: none,
    auth: 'optional',
  },
  /** Situation judgement / estimate. */
  estimateScore: {
    method: 'POST',
    path: '/jwt/getmuscore/',
    params: none,
    form: z.object({ score: jsonField(estimateRequestSchema) }),
    auth: 'optional',
  },
  /** Sent after each counting request (the socket server counts them itself; kept for the seed's client). */
  addCountRequest: { method: 'POST', path: '/jwt/adddianmucount/', params: none, form: playid, auth: 'user' },
  /** The referee's verdict; the server then sends audit_resp to the room. */
  refereeVerdict: {
    method: 'POST',
    path: '/jwt/audit_play/',
    params: none,
    form: z.object({ result: z.enum(REFEREE_VERDICTS), playid: idField }),
    auth: 'user',
  },
  getStepOptions: {
    method: 'GET',
    path: '/jwt/getstepoptions/{playid}/',
    params: playid,
    form: none,
    auth: 'optional',
  },
  saveStepOptions: {
    method: 'POST',
    path: '/jwt/savestepoptions/',
    params: none,
    form: z.object({
      playid: idField,
      step,
      options: pointListField('*', { passes: false, min: MOVE_CHOICES.min, max: MOVE_CHOICES.max }),
    }),
    auth: 'user',
  },
  querySecondPlay: {
    method: 'GET',
    path: '/jwt/querysecondp/{playid}/',
    params: playid,
    form: none,
    auth: 'optional',
  },
  downloadSgf: {
    method: 'GET',
    path: '/jwt/downloadsgf/{playid}/',
    params: playid,
    form: none,
    auth: 'optional',
  },
  getAnalysis: {
    method: 'GET',
    path: '/jwt/getplayparsedata/{playid}/',
    params: playid,
    form: none,
    auth: 'user',
  },
  startAnalysis: { method: 'POST', path: '/jwt/genparse/', params: none, form: playid, auth: 'user' },
  /** Ask a move: `addon` 1 agrees to pay 2 beans; `testpos` is the variation tried after `step`; objtype 0 = a play. */
  askMove: {
    method: 'POST',
    path: '/jwt/askpt/',
    params: none,
    form: z.object({
      addon: flagField,
      step,
      testpos: pointListField('*', { passes: true }),
      objid: idField,
      objtype: choiceField([0]),
    }),
    auth: 'user',
  },
  deleteAsk: {
    method: 'POST',
    path: '/jwt/deleteask/',
    params: none,
    form: z.object({ aid: idField }),
    auth: 'user',
  },
  getBookList: {
    method: 'POST',
    path: '/jwt/getqipubooklist/',
    params: none,
    form: z.object({ chessid: idField, step, ptype: choiceField([2]) }),
    auth: 'user',
  },
  /** `books`: chapter ids to add to; `removes`: chapter ids to remove from (comma-joined). */
  addToBooks: {
    method: 'POST',
    path: '/jwt/addtobooks/',
    params: none,
    form: z.object({
      chessid: idField,
      step,
      ptype: choiceField([2]),
      booktype: choiceField([BOOK_TYPE.position, BOOK_TYPE.fullRecord]),
      books: idListField,
      removes: idListField,
    }),
    auth: 'user',
  },
  getUserCard: {
    method: 'GET',
    path: '/jwt/getuserplayinfo/{username}/',
    params: z.object({ username }),
    form: none,
    auth: 'optional',
  },
  /** `friend` is the user id; `attion` 1 follows, 0 unfollows. */
  setFriend: {
    method: 'POST',
    path: '/jwt/addfriend/',
    params: none,
    form: z.object({ friend: idField, attion: flagField }),
    auth: 'user',
  },
  getPrivateMessages: {
    method: 'GET',
    path: '/jwt/getprimsg/{userid}/{page}/',
    params: page,
    form: none,
    auth: 'user',
  },
  /** `content` must also pass validateChat (the server answers 400 BAD_REQUEST if not). */
  writePrivateMessage: {
    method: 'POST',
    path: '/jwt/writeprimsg/',
    params: none,
    form: z.object({ userid: idField, content: textField(1, 1000) }),
    auth: 'user',
  },
  getUserPlayList: {
    method: 'GET',
    path: '/jwt/getoneuserplaylist/{userid}/{page}/',
    params: page,
    form: none,
    auth: 'optional',
  },
  /**
   * Challenge a machine opponent. The seed's form has only `machinename`; Tengen's optional
   * choices follow the invitation's lists, and each one left out is MACHINE_GAME_DEFAULTS'.
   */
  startMachineGame: {
    method: 'POST',
    path: '/jwt/startgameka/',
    params: none,
    form: z.object({ machinename: username, ...machineGameChoiceFields }),
    auth: 'user',
  },
  /** Tengen's: a competition's plays by round, for the page /game/{gameid}/; open to guests. */
  getGamePlays: {
    method: 'GET',
    path: '/jwt/getgameplays/{gameid}/',
    params: z.object({ gameid: idField }),
    form: none,
    auth: 'optional',
  },
  /** The user's own default for future games; a live game's setting is the socket's change_chat_req. */
  changeChat: {
    method: 'POST',
    path: '/jwt/changechat/',
    params: none,
    form: z.object({ action: z.enum(['enable', 'disable']) }),
    auth: 'user',
  },
  /** Site-wide chat ban by a user level 3 (the socket's forbid_chat bans in one room). */
  forbidChat: {
    method: 'POST',
    path: '/jwt/forbidchat/',
    params: none,
    form: z.object({ username }),
    auth: 'user',
  },
  getAppeals: { method: 'GET', path: '/jwt/getappeal/{playid}/', params: playid, form: none, auth: 'user' },
  decideAppeal: {
    method: 'POST',
    path: '/jwt/doappeal/',
    params: none,
    form: z.object({ do: z.enum(APPEAL_DECISIONS), aid: idField }),
    auth: 'user',
  },
  /** `content` (Tengen's field, optional) is free text: required for reason 100, optional for 1 and 2; see validateComplaint. */
  postAppeal: {
    method: 'POST',
    path: '/jwt/postappeal/',
    params: none,
    // The seed's form is playid and reason; `content` is Tengen's, required for reason 100 only.
    form: z.object({
      playid: idField,
      reason: choiceField([1, 2, 100]),
      content: z.optional(textField(0, 500)),
    }),
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;
