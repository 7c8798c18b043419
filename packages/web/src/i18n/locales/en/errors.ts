/**
 * Error and notice texts of the game page. `messages` is seed 000 section 8 (and the counting
 * messages of section 5) word for word, keyed as the protocol's MESSAGES; `refused` explains the
 * server's refusal codes (`error` message); `api` the failures of HTTP calls.
 */
import { MESSAGES } from '@tengen/protocol';

export const errors = {
  _namespace: 'errors',
  messages: MESSAGES,
  refused: {
    FRAME_TOO_LARGE: 'The message was too large.',
    BAD_JSON: 'The message could not be read.',
    NOT_OBJECT: 'The message could not be read.',
    MISSING_CMD: 'The message could not be read.',
    UNKNOWN_CMD: 'The server does not know this request.',
    BAD_FIELD: 'The request was malformed.',
    NOT_JOINED: 'Not connected to the game yet.',
    BAD_USERKEY: 'Your session for this game is no longer valid. Please reload the page.',
    NO_SUCH_PLAY: 'This game does not exist.',
    RATE_LIMITED: 'Too many requests; please slow down.',
    NOT_ALLOWED: 'You cannot do that in this game.',
    GUEST_NOT_ALLOWED: 'Please log in first.',
    NOT_STARTED: 'The game has not started yet.',
    GAME_FINISHED: 'The game is over.',
    NOT_YOUR_TURN: 'It is not your turn.',
    STALE_MOVE: 'The board has changed; your move was not played.',
    KO: 'Ko: you cannot retake at once.',
    NOT_EMPTY: 'There is already a stone there.',
    SUICIDE: 'Suicide is not allowed.',
    OUT_OF_BOARD: 'That point is off the board.',
    RESIGN_TOO_EARLY: 'You can resign only after 11 moves.',
    UNDO_NOT_ALLOWED: 'Take-backs are not allowed in this game.',
    BAD_DEPTH: 'That take-back is not possible.',
    REQUEST_PENDING: 'A request is already waiting for an answer.',
    NO_PENDING_REQUEST: 'That request is no longer waiting.',
    COUNTING_LIMIT: 'Counting request exceeded 5 times, call referee or pass',
    COUNTING_TOO_EARLY: 'Counting must be requested after more moves.',
    COUNTING_WAIT: 'Please wait 30 seconds before requesting counting again',
    COUNTING_NEEDS_MOVE: 'Counting can be requested only after a move',
    JUDGE_NOT_ALLOWED: 'The referee cannot be called in this game.',
    JUDGE_LIMIT: 'The referee can be called only twice per game.',
    EARLY_START_NOT_ALLOWED: 'This game cannot start early.',
    NOT_MACHINE_GAME: 'This game has no machine player.',
    CHAT_EMPTY: 'The message is empty.',
    CHAT_TOO_LONG: 'The message is longer than 100 characters.',
    CHAT_FORBIDDEN_SYMBOL: 'The message contains symbols that are not allowed.',
    CHAT_THROTTLED: 'Please wait 5 seconds between messages.',
    CHAT_NOT_ALLOWED: 'You cannot chat in this game.',
    NO_SUCH_CHAT: 'That message no longer exists.',
    INVITE_BAD_TARGET: 'This user cannot be invited.',
    INVITE_MACHINE_TARGET: 'Challenge the machine player from its confirmation instead.',
    INVITE_TARGET_OFFLINE: 'This user is not online.',
    NO_SUCH_INVITATION: 'That invitation is no longer open.',
    UNAVAILABLE:
      'The game server is reconnecting; your request was not carried out. Please try again in a moment.',
    INTERNAL: 'Something went wrong on the server. Please try again.',
  },
  api: {
    network: 'The server could not be reached.',
    notFound: 'Not found.',
    failed: 'The request failed ({{status}}).',
  },
} as const;
