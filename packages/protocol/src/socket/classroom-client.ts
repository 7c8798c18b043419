/**
 * Client → server: the live classroom (docs/classroom.md). A socket joins a class with
 * `init_user { pkey: 'class:<id>' }`; only the class's teacher may send the board, load, vote
 * start/stop, pen and mute messages; a student may vote and chat; a guest only watches.
 */
import * as z from 'zod/mini';
import { classOpSchema, penBatchSchema } from './classroom-fields.ts';
import { idSchema, messageSchema, pointSchema } from './fields.ts';

/** Characters of an SGF record sent in `class_load` (the frame limit is 4096 bytes). */
export const CLASS_SGF_FRAME_LENGTH = 3800;

export const classroomClientMessageSchemas = {
  /** The teacher's board changed: every student's board repeats it. */
  class_board: messageSchema('class_board', { op: classOpSchema }),
  /** The teacher hands the class a record (SGF text): the board starts over from it. */
  class_load: messageSchema('class_load', {
    sgf: z.string().check(z.minLength(1), z.maxLength(CLASS_SGF_FRAME_LENGTH)),
  }),
  /** The teacher hands the class a game of the site. */
  class_load_game: messageSchema('class_load_game', { playid: idSchema }),
  /** The teacher hands the class a problem of the problem collections. */
  class_load_problem: messageSchema('class_load_problem', { problemid: idSchema }),
  /** The teacher opens a vote: on these lettered points, or (none given) on any empty point. */
  class_vote_start: messageSchema('class_vote_start', {
    choices: z.array(pointSchema).check(z.maxLength(26)),
  }),
  /** A student's pick in the open vote (once per vote). */
  class_vote: messageSchema('class_vote', { no: idSchema, point: pointSchema }),
  /** The teacher ends the vote, revealing `answer` ('' reveals none): everyone sees the counts. */
  class_vote_stop: messageSchema('class_vote_stop', {
    answer: z.union([pointSchema, z.literal('')]),
  }),
  /** One 60 ms batch of the teacher's pen stroke. */
  class_pen: messageSchema('class_pen', { batch: penBatchSchema }),
  /** The teacher wipes every stroke. */
  class_pen_clear: messageSchema('class_pen_clear'),
  /** A message to the class's chat (the game chat's rules: validateChat, one per 5 s). */
  class_chat: messageSchema('class_chat', { text: z.string().check(z.maxLength(1000)) }),
  /** The teacher mutes someone in the class's chat, or lets them speak again. */
  class_mute: messageSchema('class_mute', {
    username: z.string().check(z.minLength(1), z.maxLength(40)),
    muted: z.boolean(),
  }),
} as const;
