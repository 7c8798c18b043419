/**
 * The database tables as Kysely sees them (snake_case, one interface per table). Both engines
 * hold the same schema: flags are integers 0/1 and JSON is text, so SQLite and PostgreSQL rows
 * read back alike. Times are Unix milliseconds (PostgreSQL `bigint`, read back as numbers).
 * The domain types the rest of the server uses are in `types.ts`; `rows.ts` maps between them.
 */
import type { ColumnType, Generated } from 'kysely';

/** A 0/1 flag column. */
type Flag = ColumnType<number, number | undefined, number>;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** 0–3; 3 moderates chat. */
  user_level: Defaulted<number>;
  /** A value of the rank table (`RANKS`); -101 (Auto) for a new account. */
  rank: Defaulted<number>;
  /** The wire's `usertype`: 0 normal, 1 silver, 2 gold, 3 task card. */
  membership: Defaulted<number>;
  is_audit_man: Flag;
  is_appeal_man: Flag;
  marked_bad: Flag;
  wins: Defaulted<number>;
  losses: Defaulted<number>;
  /** Weidou balance; the sum of the user's ledger rows, never negative (a CHECK as well). */
  beans: Defaulted<number>;
  /** The user's chat permission for future games (POST /jwt/changechat/). */
  chat_default: Flag;
  display_name: Defaulted<string>;
  avatar_url: Defaulted<string>;
  lang: Defaulted<string>;
  created_at: number;
}

/** One row per issued token; logout sets `revoked_at`. */
export interface SessionsTable {
  /** The token id inside the signed token. */
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** The last authenticated request or socket message (at most a minute old, see accounts.ts). */
  last_seen_at: Generated<number>;
  user_agent: Generated<string>;
  address: Generated<string>;
  /** Why it ended (`SessionEndReason`); null while live or revoked before migration 015. */
  end_reason: string | null;
}

export interface BeanLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  reference: Defaulted<string>;
  at: number;
}

/** A competition (the wire's `game`): `id` is the `gameid`. */
export interface CompetitionsTable {
  id: Generated<number>;
  name: string;
  max_play_count: Defaulted<number>;
  created_at: number;
}

export interface PlaysTable {
  id: Generated<number>;
  /** 0: a free game. */
  game_id: Defaulted<number>;
  /** The pairing within the competition whose plays make the `playlist`; 0 for free games. */
  round_no: Defaulted<number>;
  play_index: Defaulted<number>;
  prev_play_id: Defaulted<number>;
  next_play_id: Defaulted<number>;
  first_play_id: Defaulted<number>;
  second_play_id: Defaulted<number>;
  black_id: number;
  white_id: number;
  board_size: number;
  black_first: Flag;
  main_minutes: number;
  byoyomi_seconds: number;
  byoyomi_periods: number;
  handicap: Defaulted<number>;
  komi_shift: Defaulted<number>;
  move_limit_seconds: Defaulted<number>;
  undo_allowed: Flag;
  early_start_allowed: Flag;
  judge_calls_allowed: Flag;
  single_login: Flag;
  chat_enabled: Flag;
  guests_may_chat: Flag;
  black_chat: Flag;
  white_chat: Flag;
  step_select: Flag;
  is_test: Flag;
  analysis_allowed: Flag;
  energy_bar: Flag;
  /** A level challenge's game (migration 004). */
  ranked: Flag;
  /** JSON `{ black: string[], white: string[] }`. */
  preset_stones: Defaulted<string>;
  starts_at: number;
  status: Defaulted<number>;
  result: Defaulted<number>;
  win_type: Defaulted<number>;
  win_number: Defaulted<number>;
  result_text: Defaulted<string>;
  count_requests: Defaulted<number>;
  /** JSON array of SGF points, `tt` a pass; written when the game ends. */
  final_moves: Defaulted<string>;
  sgf: Defaulted<string>;
  created_at: number;
  finished_at: number | null;
  /** Bumped by each process that takes the live game (migration 005). */
  owner_fence: Defaulted<number>;
  /** The process that took it last. */
  owner_node: Defaulted<string | null>;
}

/** The game room's write-ahead log. */
export interface PlayEventsTable {
  play_id: number;
  seq: number;
  /** The event's `type` (or `cmd`) for queries by hand; '' if it has none. */
  kind: string;
  /** The event as JSON text. */
  data: string;
  at: number;
  /** The owner's fence when it was written (migration 005); null where none was given. */
  fence: Defaulted<number | null>;
}

export interface ChatsTable {
  id: Generated<number>;
  play_id: number;
  /** null for a guest. */
  user_id: number | null;
  username: string;
  level: number;
  content: string;
  at: number;
  deleted: Flag;
}

export interface ChatBansTable {
  id: Generated<number>;
  user_id: number;
  /** 0: site-wide. */
  play_id: number;
  by_user_id: number;
  at: number;
}

/** Each server process's heartbeat (migration 005). */
export interface ServerNodesTable {
  node_id: string;
  started_at: number;
  beat_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  bean_ledger: BeanLedgerTable;
  competitions: CompetitionsTable;
  plays: PlaysTable;
  play_events: PlayEventsTable;
  chats: ChatsTable;
  chat_bans: ChatBansTable;
  server_nodes: ServerNodesTable;
}
