import { describe, expect, it } from 'vitest';
import { ACCOUNT_PREFIX } from './account.ts';
import { APPEAL_ROUTES } from './appeals.ts';
import { BOOK_ROUTES } from './books.ts';
import { CLASS_ROUTES } from './classroom.ts';
import { FRIEND_ROUTES } from './friends.ts';
import { HOMEWORK_ROUTES } from './homework.ts';
import { matchPath } from './path.ts';
import { PAY_ROUTES } from './pay.ts';
import { PROBLEM_ROUTES } from './problems.ts';
import { RATING_ROUTES } from './ratings.ts';
import { RECOVERY_ROUTES } from './recovery.ts';
import {
  decodeForm,
  decodeParams,
  encodeForm,
  HTTP_ROUTES,
  type RouteForm,
  type RouteName,
  type RouteParams,
  routeUrl,
} from './routes.ts';

// Seed 000 section 7, as written.
const SEED_TABLE = `
GET /jwt/getplayinfo/{playid}/
POST /jwt/getmuscore/
POST /jwt/adddianmucount/
POST /jwt/audit_play/
GET /jwt/getstepoptions/{playid}/
POST /jwt/savestepoptions/
GET /jwt/querysecondp/{playid}/
GET /jwt/downloadsgf/{playid}/
GET /jwt/getplayparsedata/{playid}/
POST /jwt/genparse/
POST /jwt/askpt/
POST /jwt/deleteask/
POST /jwt/getqipubooklist/
POST /jwt/addtobooks/
GET /jwt/getuserplayinfo/{username}/
POST /jwt/addfriend/
GET /jwt/getprimsg/{userid}/{page}/
POST /jwt/writeprimsg/
GET /jwt/getoneuserplaylist/{userid}/{page}/
POST /jwt/startgameka/
POST /jwt/changechat/
POST /jwt/forbidchat/
GET /jwt/getappeal/{playid}/
POST /jwt/doappeal/
POST /jwt/postappeal/`
  .trim()
  .split('\n');

/** Tengen's own calls beside the seed's under /jwt/ (the competition page's list, the ratings). */
const TENGEN_JWT_ROUTES: readonly RouteName[] = [
  'getGamePlays',
  ...(Object.keys(RATING_ROUTES) as RouteName[]),
  ...(Object.keys(APPEAL_ROUTES) as RouteName[]),
  ...(Object.keys(BOOK_ROUTES) as RouteName[]),
  ...(Object.keys(FRIEND_ROUTES) as RouteName[]),
  ...(Object.keys(PAY_ROUTES) as RouteName[]),
  ...(Object.keys(PROBLEM_ROUTES) as RouteName[]),
  ...(Object.keys(HOMEWORK_ROUTES) as RouteName[]),
  ...(Object.keys(CLASS_ROUTES) as RouteName[]),
  ...(Object.keys(RECOVERY_ROUTES) as RouteName[]),
];

type Example<N extends RouteName> = { params: RouteParams<N>; form: RouteForm<N> };
const none = {};

/** A valid call of every route; the mapped type makes a missing route a compile error. */
const examples: { [N in RouteName]: Example<N> } = {
  getPlayInfo: { params: { playid: 12 }, form: none },
  estimateScore: {
    params: none,
    form: {
      score: {
        prepos: { black: ['dd'], white: [] },
        posstr: ['pd', 'dp', 'tt'],
        gamerule: 1,
        rangzi: 0,
        gamesize: 19,
        blackfirst: 1,
        cmd: 'calc',
        daotiemu: 350,
      },
    },
  },
  addCountRequest: { params: none, form: { playid: 12 } },
  refereeVerdict: { params: none, form: { result: 'he', playid: 12 } },
  getStepOptions: { params: { playid: 12 }, form: none },
  saveStepOptions: { params: none, form: { playid: 12, step: 30, options: ['pd', 'dp', 'qq'] } },
  querySecondPlay: { params: { playid: 12 }, form: none },
  downloadSgf: { params: { playid: 12 }, form: none },
  getAnalysis: { params: { playid: 12 }, form: none },
  startAnalysis: { params: none, form: { playid: 12 } },
  askMove: { params: none, form: { addon: true, step: 40, testpos: ['qq', 'tt'], objid: 12, objtype: 0 } },
  deleteAsk: { params: none, form: { aid: 5 } },
  getBookList: { params: none, form: { chessid: 12, step: 40, ptype: 2 } },
  addToBooks: {
    params: none,
    form: { chessid: 12, step: 40, ptype: 2, booktype: 4, books: [1, 2], removes: [] },
  },
  getUserCard: { params: { username: 'lee' }, form: none },
  setFriend: { params: none, form: { friend: 9, attion: false } },
  getPrivateMessages: { params: { userid: 9, page: 1 }, form: none },
  writePrivateMessage: { params: none, form: { userid: 9, content: 'hello' } },
  getUserPlayList: { params: { userid: 9, page: 3 }, form: none },
  startMachineGame: { params: none, form: { machinename: 'machine_gnugo' } },
  getGamePlays: { params: { gameid: 3 }, form: none },
  changeChat: { params: none, form: { action: 'enable' } },
  forbidChat: { params: none, form: { username: 'spammer' } },
  getAppeals: { params: { playid: 12 }, form: none },
  decideAppeal: { params: none, form: { do: 'recive', aid: 4 } },
  postAppeal: { params: none, form: { playid: 12, reason: 100, content: 'stalling by filling dame' } },
  register: { params: none, form: { username: 'new_player', password: 'correct horse' } },
  login: { params: none, form: { username: 'lee', password: 'x' } },
  logout: { params: none, form: none },
  me: { params: none, form: none },
  startingStrength: { params: none, form: none },
  setStartingStrength: { params: none, form: { strength: '5k' } },
  // account-security.ts
  changePassword: { params: none, form: { oldpassword: 'password1', newpassword: 'password2' } },
  getSessions: { params: none, form: none },
  endSession: { params: none, form: { sessionid: 'Zm9vYmFyYmF6' } },
  endOtherSessions: { params: none, form: none },
  lobby: { params: none, form: none },
  getUserRating: { params: { username: 'lee' }, form: none },
  getPlayRating: { params: { playid: 12 }, form: none },
  // appeals.ts
  listAppeals: { params: none, form: none },
  appealVerdict: { params: none, form: { aid: 4, result: 'white' } },
  rejudgeAppeal: { params: none, form: { aid: 4 } },
  // books.ts
  getMyBooks: { params: none, form: none },
  getBook: { params: { bookid: 7 }, form: none },
  createBook: { params: none, form: { booktype: 4, name: 'Joseki', chapter: 'Corners' } },
  renameBook: { params: none, form: { bookid: 7, name: 'Openings' } },
  deleteBook: { params: none, form: { bookid: 7 } },
  addChapter: { params: none, form: { bookid: 7, name: 'Sides' } },
  renameChapter: { params: none, form: { chapterid: 3, name: 'Centre' } },
  deleteChapter: { params: none, form: { chapterid: 3 } },
  exportBook: { params: { bookid: 7 }, form: none },
  // friends.ts
  getFriends: { params: none, form: none },
  getConversations: { params: none, form: none },
  getUnreadCount: { params: none, form: none },
  getBlocks: { params: none, form: none },
  setBlock: { params: none, form: { userid: 7, block: true } },
  // pay.ts
  getPayInfo: { params: none, form: none },
  createPayOrder: { params: none, form: { product: 'beans-550' } },
  getPayOrder: { params: { orderid: '7K3D9Q2MXA' }, form: none },
  cancelPayOrder: { params: none, form: { orderid: '7K3D9Q2MXA' } },
  // problems.ts
  getProblemCollections: { params: none, form: none },
  getProblemCollection: { params: { collection: 'cho-elementary' }, form: none },
  getProblem: { params: { collection: 'cho-elementary', number: 12 }, form: none },
  recordProblemAttempt: {
    params: none,
    form: { problemid: 40, result: 'variation', moves: ['ba', 'ca'], ms: 5400 },
  },
  judgeProblemMove: { params: none, form: { problemid: 40, moves: ['ba', 'ca', 'da'] } },
  getProblemProgress: { params: { username: 'lee' }, form: none },
  // homework.ts
  getHomework: { params: none, form: none },
  createHomeworkGroup: { params: none, form: { name: 'Tuesday', students: 'ann, ben' } },
  editHomeworkGroup: { params: none, form: { groupid: 3, name: 'Tuesday', students: 'ann' } },
  createAssignment: {
    params: none,
    form: { groupid: 3, title: 'Week 1', problems: 'cho-elementary:1-3', due: 1_800_000_000_000 },
  },
  editAssignment: {
    params: none,
    form: { assignmentid: 5, title: 'Week 1', problems: 'cho-elementary:4', due: 1_800_000_000_000 },
  },
  closeAssignment: { params: none, form: { assignmentid: 5 } },
  getAssignment: { params: { assignmentid: 5 }, form: none },
  // classroom.ts
  getMyClasses: { params: none, form: none },
  getClass: { params: { classid: 5 }, form: none },
  getClassMaterials: { params: none, form: none },
  createClass: { params: none, form: { name: 'Tuesday evening' } },
  accountSecurity: { params: none, form: none },
  setEmail: { params: none, form: { email: 'ann@example.org', password: 'kaya-board-19' } },
  forgotPassword: { params: none, form: { name: 'ann' } },
  resetPassword: { params: none, form: { token: 'abc.def', password: 'kaya-board-19' } },
  loginCode: { params: none, form: { ticket: '1.2.abc.def', code: '123456' } },
  startTwoFactor: { params: none, form: none },
  enableTwoFactor: { params: none, form: { code: '123456' } },
  disableTwoFactor: { params: none, form: { password: 'kaya-board-19', code: '123456' } },
};

const names = Object.keys(HTTP_ROUTES) as RouteName[];

describe('the route table', () => {
  it('has every call of seed 000 section 7, exactly as written', () => {
    const table = names
      .filter((n) => HTTP_ROUTES[n].path.startsWith('/jwt/') && !TENGEN_JWT_ROUTES.includes(n))
      .map((n) => `${HTTP_ROUTES[n].method} ${HTTP_ROUTES[n].path}`);
    expect(table.sort()).toEqual([...SEED_TABLE].sort());
  });

  it('keeps Tengen’s own calls under /api/', () => {
    const recovery = Object.keys(RECOVERY_ROUTES);
    const own = names.filter((n) => !HTTP_ROUTES[n].path.startsWith('/jwt/'));
    expect(own.filter((n) => !recovery.includes(n)).sort()).toEqual([
      'changePassword',
      'endOtherSessions',
      'endSession',
      'getSessions',
      'lobby',
      'login',
      'logout',
      'me',
      'register',
      'setStartingStrength',
      'startingStrength',
    ]);
    for (const n of own)
      expect(HTTP_ROUTES[n].path.startsWith(n === 'lobby' ? '/api/lobby/' : ACCOUNT_PREFIX)).toBe(true);
  });

  it('sends no form with a GET', () => {
    for (const n of names) {
      if (HTTP_ROUTES[n].method === 'GET') expect(Object.keys(HTTP_ROUTES[n].form.shape)).toEqual([]);
    }
  });

  it.each(names)('%s: url and form round-trip through the wire', (name) => {
    const { params, form } = examples[name] as Example<typeof name>;
    const url = routeUrl(name, params as never);
    const matched = matchPath(HTTP_ROUTES[name].path, url);
    expect(matched).not.toBeNull();
    expect(decodeParams(name, matched)).toEqual({ ok: true, value: params });
    const wire = encodeForm(name, form as never);
    for (const value of Object.values(wire)) expect(typeof value).toBe('string');
    expect(decodeForm(name, wire)).toEqual({ ok: true, value: form });
  });

  /** Form fields a request may leave out (Tengen's additions to a seed form). */
  const OPTIONAL_FIELDS: Partial<Record<RouteName, readonly string[]>> = { postAppeal: ['content'] };

  it.each(names.filter((n) => Object.keys(HTTP_ROUTES[n].form.shape).length > 0))(
    '%s: each missing form field is named',
    (name) => {
      const wire = encodeForm(name, examples[name].form as never);
      for (const field of Object.keys(wire)) {
        if (OPTIONAL_FIELDS[name]?.includes(field)) continue;
        const broken: Record<string, string> = { ...wire };
        delete broken[field];
        expect(decodeForm(name, broken)).toMatchObject({ ok: false, error: { path: field } });
      }
    },
  );

  it('takes the seed’s complaint form without Tengen’s optional text', () => {
    expect(decodeForm('postAppeal', { playid: '12', reason: '2' })).toEqual({
      ok: true,
      value: { playid: 12, reason: 2 },
    });
  });

  it('reads the estimate request as the seed writes it', () => {
    const score =
      '{"prepos":"dd*pp|","posstr":"pd*dp*tt","gamerule":1,"rangzi":0,"gamesize":19,"blackfirst":1,"cmd":"calc"}';
    expect(decodeForm('estimateScore', { score })).toEqual({
      ok: true,
      value: {
        score: {
          prepos: { black: ['dd', 'pp'], white: [] },
          posstr: ['pd', 'dp', 'tt'],
          gamerule: 1,
          rangzi: 0,
          gamesize: 19,
          blackfirst: 1,
          cmd: 'calc',
          daotiemu: 0,
        },
      },
    });
  });

  it.each<[RouteName, Record<string, string>, string]>([
    ['refereeVerdict', { result: 'draw', playid: '1' }, 'result'],
    ['saveStepOptions', { playid: '1', step: '3', options: 'pd' }, 'options'],
    ['saveStepOptions', { playid: '1', step: '3', options: 'aa*bb*cc*dd*ee*ff' }, 'options'],
    ['askMove', { addon: '2', step: '1', testpos: '', objid: '1', objtype: '0' }, 'addon'],
    [
      'addToBooks',
      { chessid: '1', step: '0', ptype: '2', booktype: '3', books: '', removes: '' },
      'booktype',
    ],
    ['decideAppeal', { do: 'receive', aid: '1' }, 'do'],
    ['postAppeal', { playid: '1', reason: '3', content: '' }, 'reason'],
    ['estimateScore', { score: '{"prepos":"|","posstr":"","gamerule":2}' }, 'score.gamerule'],
    ['register', { username: 'guest_123456789', password: 'long enough' }, 'username'],
    ['register', { username: 'Machine_x', password: 'long enough' }, 'username'],
    ['register', { username: 'ok_name', password: 'short' }, 'password'],
    ['register', { username: 'no spaces', password: 'long enough' }, 'username'],
  ])('%s refuses a bad %s', (name, raw, path) => {
    expect(decodeForm(name, raw)).toMatchObject({ ok: false, error: { path } });
  });

  // zod/mini has no texts of its own: the server's 400 answers carry zod's English ones.
  it.each<[RouteName, Record<string, string>, string, string]>([
    ['addCountRequest', { playid: '0' }, 'playid', 'Too small: expected number to be >=1'],
    ['addCountRequest', {}, 'playid', 'Invalid input: expected string, received undefined'],
    ['addCountRequest', { playid: 'x' }, 'playid', 'expected an integer'],
    ['changeChat', { action: 'on' }, 'action', 'Invalid option: expected one of "enable"|"disable"'],
    [
      'writePrivateMessage',
      { userid: '1', content: '' },
      'content',
      'Too small: expected string to have >=1 characters',
    ],
    ['estimateScore', { score: '{' }, 'score', 'expected JSON text'],
    [
      'register',
      { username: 'guest_abc', password: 'long enough' },
      'username',
      'this username prefix is reserved',
    ],
  ])('%s explains %j in English', (name, raw, path, message) => {
    expect(decodeForm(name, raw)).toEqual({ ok: false, error: { path, message } });
  });

  it.each<[RouteName, Record<string, string>]>([
    ['getPlayInfo', { playid: 'abc' }],
    ['getPlayInfo', { playid: '0' }],
    ['getPrivateMessages', { userid: '1', page: '0' }],
  ])('%s refuses params %j', (name, raw) => {
    expect(decodeParams(name, raw).ok).toBe(false);
  });
});
