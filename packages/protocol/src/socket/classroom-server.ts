/**
 * Server → client: the live classroom (docs/classroom.md). `seq` numbers the class's stored
 * changes; a page applies a change only when its `seq` is above the one it holds (the state it
 * joined with may already include it).
 */
import * as z from 'zod/mini';
import { classOpSchema, classRecordSchema, classVoteSchema, penBatchSchema } from './classroom-fields.ts';
import { chatEntrySchema, countSchema, idSchema, messageSchema, pointSchema } from './fields.ts';

const seq = countSchema;

export const classroomServerMessageSchemas = {
  /** The whole class, after joining (and after each rejoin): the board, the vote, the strokes. */
  class_state: messageSchema('class_state', {
    classid: idSchema,
    name: z.string(),
    teacher: z.string(),
    /** A guest (signed out) watches: no vote, no chat. */
    role: z.enum(['teacher', 'student', 'guest']),
    seq,
    /** The record loaded last (null: an empty 19×19 board), then the changes since, in order. */
    record: z.nullable(classRecordSchema),
    ops: z.array(classOpSchema),
    vote: z.nullable(classVoteSchema),
    pen: z.array(penBatchSchema),
  }),
  class_board: messageSchema('class_board', { seq, op: classOpSchema }),
  /** A record was handed to the class: the board starts over from it. */
  class_loaded: messageSchema('class_loaded', { seq, record: classRecordSchema }),
  /** A vote opened (no counts yet). */
  class_vote_started: messageSchema('class_vote_started', { seq, vote: classVoteSchema }),
  /** To the teacher: the votes so far; `total` only grows while a vote is open. */
  class_vote_counts: messageSchema('class_vote_counts', {
    no: idSchema,
    counts: z.record(z.string(), z.int()),
    total: countSchema,
  }),
  /** To the voting student's class sockets: their pick was counted. */
  class_vote_mine: messageSchema('class_vote_mine', { no: idSchema, point: pointSchema }),
  /** The vote ended: the counts and the revealed answer, to everyone. */
  class_vote_ended: messageSchema('class_vote_ended', { seq, vote: classVoteSchema }),
  class_pen: messageSchema('class_pen', { seq, batch: penBatchSchema }),
  class_pen_cleared: messageSchema('class_pen_cleared', { seq }),
  /**
   * Who is in the class now, on any process: sent to everyone when someone comes or goes, and
   * after each class_state. `muted`: the teacher muted them in the chat.
   */
  class_people: messageSchema('class_people', {
    people: z.array(
      z.object({
        username: z.string(),
        role: z.enum(['teacher', 'student', 'guest']),
        muted: z.boolean(),
      }),
    ),
  }),
  /** A message of the class's chat (after a class_state, the last ones kept, oldest first). */
  class_chat: messageSchema('class_chat', { chat: chatEntrySchema }),
} as const;
