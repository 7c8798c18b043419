/**
 * The codes of Tengen's `error` message (`{ cmd: 'error', code, message, replyTo? }`). The
 * seed has no error message; a refused command changes nothing and is answered with one of
 * these, `replyTo` naming the `cmd` refused when it is known.
 */
export const SOCKET_ERROR_CODES = [
  // The frame itself (validate/frame.ts).
  'FRAME_TOO_LARGE',
  'BAD_JSON',
  'NOT_OBJECT',
  'MISSING_CMD',
  'UNKNOWN_CMD',
  'BAD_FIELD',
  // The session.
  'NOT_JOINED', // a command before init_user
  'BAD_USERKEY',
  'NO_SUCH_PLAY',
  'RATE_LIMITED',
  // Who may do what.
  'NOT_ALLOWED', // the role may not send this command here
  'GUEST_NOT_ALLOWED',
  // Game state.
  'NOT_STARTED',
  'GAME_FINISHED',
  'NOT_YOUR_TURN',
  'STALE_MOVE', // pos_stone / pass_req with a step other than moves so far + 1
  'KO',
  'NOT_EMPTY',
  'SUICIDE',
  'OUT_OF_BOARD',
  'RESIGN_TOO_EARLY',
  'UNDO_NOT_ALLOWED',
  'BAD_DEPTH',
  'REQUEST_PENDING', // a take-back, counting or early-start request already waits
  'NO_PENDING_REQUEST', // an answer to a request that does not exist (any more)
  'COUNTING_LIMIT',
  'COUNTING_TOO_EARLY',
  'COUNTING_WAIT',
  'COUNTING_NEEDS_MOVE',
  'JUDGE_NOT_ALLOWED',
  'JUDGE_LIMIT',
  'EARLY_START_NOT_ALLOWED',
  'NOT_MACHINE_GAME',
  'OPPONENT_PRESENT', // a claim of the win against an opponent who is in the room
  'CLAIM_TOO_EARLY', // a claim before the opponent was away long enough, or on one's own turn
  // Chat.
  'CHAT_EMPTY',
  'CHAT_TOO_LONG',
  'CHAT_FORBIDDEN_SYMBOL',
  'CHAT_HIDDEN_CHARACTER', // a bidirectional control (validate/hidden-characters.ts)
  'CHAT_THROTTLED',
  'CHAT_NOT_ALLOWED',
  'NO_SUCH_CHAT',
  // Invitations.
  'INVITE_BAD_TARGET',
  'INVITE_MACHINE_TARGET',
  'INVITE_TARGET_OFFLINE',
  'INVITE_BLOCKED', // one of the two blocked the other (docs/social.md)
  'INVITE_LIMIT', // too many invitations waiting or sent (docs/lobby.md)
  'NO_SUCH_INVITATION',
  // Open challenges (docs/lobby.md).
  'NO_SUCH_SEEK', // accepted by someone else, withdrawn, or never posted
  'SEEK_OWN', // accepting one's own
  'SEEK_OUT_OF_RANGE', // the accepter's rank is outside the seek's range
  'SEEK_LIMIT', // the poster already has an open challenge
  // The live classroom (docs/classroom.md).
  'NO_SUCH_CLASS',
  'NO_VOTE', // no vote is open, or the pick names an earlier one
  'ALREADY_VOTED',
  'NOT_A_CHOICE', // a pick outside the vote's points
  'CLASS_LIMIT', // the stored board changes or pen points are at their limit
  'BAD_RECORD', // a record or problem handed to the class cannot be read
  // The game's server cannot be reached just now (several processes: docs/scale-out.md);
  // nothing was done, and the same request may be sent again in a moment.
  'UNAVAILABLE',
  // Anything else.
  'INTERNAL',
] as const;

export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[number];
