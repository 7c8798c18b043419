/**
 * The class commands (docs/classroom.md): the teacher's board, loads, votes and pen; a
 * student's pick. Each is checked against the stored class and stored before anyone is told;
 * a refusal changes nothing.
 */
import { err, ok, type Result } from '@tengen/core';
import { CLASS_LIMITS, type ClientMessage, type ClientMessageOf } from '@tengen/protocol';
import type { Refusal } from '../play/room/commands.ts';
import type { ClassChange, StoredClass } from '../storage/class-store.ts';
import type { ClassEnvelope } from './class-bus.ts';
import type { ClassHub, ClassSeat } from './class-hub.ts';
import { loadGame, loadProblem, loadSgf } from './class-load.ts';
import { applyOp, emptyPoints, replayClass } from './class-position.ts';
import { voteView } from './class-view.ts';

type ClassCmd = Extract<ClientMessage['cmd'], `class_${string}`>;
export type ClassMessage = ClientMessageOf<ClassCmd>;

export function isClassCommand(message: ClientMessage): message is ClassMessage {
  return message.cmd.startsWith('class_');
}

const refusal = (code: Refusal['code'], message: string) => err<Refusal>({ code, message });

/** What a teacher's change stores, and what the class is told once it is stored (`seq` filled in). */
interface Planned {
  readonly change: ClassChange;
  readonly tell: (seq: number) => ClassEnvelope;
}

/** Tries a change against the class as stored a few times: another process may store one first. */
const ATTEMPTS = 3;

export async function runClassCommand(
  hub: ClassHub,
  seat: ClassSeat,
  message: ClassMessage,
): Promise<Refusal | null> {
  if (message.cmd === 'class_vote') return vote(hub, seat, message);
  if (message.cmd === 'class_chat') return chat(hub, seat, message.text);
  if (message.cmd === 'class_mute') return mute(hub, seat, message);
  if (!seat.teacher) return { code: 'NOT_ALLOWED', message: `only the teacher may send ${message.cmd}` };
  const { store } = hub.deps;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = await store.classes.classById(seat.classId);
    if (!found) return { code: 'NO_SUCH_CLASS', message: `no class ${seat.classId}` };
    const planned = await plan(hub, seat, found, message);
    if (!planned.ok) return planned.error;
    const seq = await store.classes.change(found.id, found.seq, planned.value.change);
    if (seq === null) continue;
    hub.tell(found.id, planned.value.tell(seq));
    return null;
  }
  return { code: 'UNAVAILABLE', message: 'the class is changing fast; send it again' };
}

async function plan(
  hub: ClassHub,
  seat: ClassSeat,
  found: StoredClass,
  message: Exclude<ClassMessage, { cmd: 'class_vote' | 'class_chat' | 'class_mute' }>,
): Promise<Result<Planned, Refusal>> {
  const skip = seat.member.socketId;
  switch (message.cmd) {
    case 'class_board': {
      if (found.ops.length >= CLASS_LIMITS.ops)
        return refusal('CLASS_LIMIT', `${CLASS_LIMITS.ops} changes are stored; load the board again`);
      const game = replayClass(found.record, found.ops);
      if (!game.ok) return refusal('INTERNAL', game.error);
      const applied = applyOp(game.value, message.op);
      if (!applied.ok) return refusal('NOT_ALLOWED', applied.error);
      return ok({
        change: { ops: [...found.ops, message.op] },
        tell: (seq) => ({ to: 'all', skip, message: { cmd: 'class_board', seq, op: message.op } }),
      });
    }
    case 'class_load':
    case 'class_load_game':
    case 'class_load_problem': {
      const record =
        message.cmd === 'class_load'
          ? loadSgf(message.sgf)
          : message.cmd === 'class_load_game'
            ? await loadGame(hub.deps.store, message.playid)
            : await loadProblem(hub.deps.store, message.problemid);
      if (!record.ok) return err(record.error);
      // A new board ends the vote and puts its results away (its points may not be on it).
      const vote = found.vote ? { ...found.vote, open: false, answer: '', points: [] } : undefined;
      return ok({
        change: { record: record.value, ops: [], ...(vote ? { vote } : {}) },
        tell: (seq) => ({ to: 'all', message: { cmd: 'class_loaded', seq, record: record.value } }),
      });
    }
    case 'class_vote_start': {
      if (found.vote?.open) return refusal('NOT_ALLOWED', 'a vote is open; end it first');
      const game = replayClass(found.record, found.ops);
      if (!game.ok) return refusal('INTERNAL', game.error);
      const empty = emptyPoints(game.value);
      const choices = [...new Set(message.choices)];
      const taken = choices.find((p) => !empty.includes(p));
      if (taken) return refusal('NOT_EMPTY', `${taken} is not an empty point`);
      const vote = {
        no: (found.vote?.no ?? 0) + 1,
        open: true,
        lettered: choices.length > 0,
        points: choices.length > 0 ? choices : empty,
        answer: '',
      };
      return ok({
        change: { vote },
        tell: (seq) => ({
          to: 'all',
          message: { cmd: 'class_vote_started', seq, vote: { ...vote, counts: null, mine: '' } },
        }),
      });
    }
    case 'class_vote_stop': {
      const open = found.vote;
      if (!open?.open) return refusal('NO_VOTE', 'no vote is open');
      if (message.answer !== '' && !open.points.includes(message.answer))
        return refusal('NOT_A_CHOICE', `${message.answer} is not a point of this vote`);
      const vote = { ...open, open: false, answer: message.answer };
      const counts = await hub.deps.store.classes.voteCounts(found.id, vote.no);
      return ok({
        change: { vote },
        tell: (seq) => ({
          to: 'all',
          message: { cmd: 'class_vote_ended', seq, vote: { ...vote, counts, mine: '' } },
        }),
      });
    }
    case 'class_pen': {
      const points = message.batch.points.length;
      if (found.penPoints + points > CLASS_LIMITS.penPoints)
        return refusal('CLASS_LIMIT', `${CLASS_LIMITS.penPoints} pen points are stored; clear the pen`);
      return ok({
        change: { pen: { batch: message.batch, points } },
        tell: (seq) => ({ to: 'all', skip, message: { cmd: 'class_pen', seq, batch: message.batch } }),
      });
    }
    case 'class_pen_clear':
      return ok({
        change: { clearPen: true },
        tell: (seq) => ({ to: 'all', message: { cmd: 'class_pen_cleared', seq } }),
      });
  }
}

/** A student's pick: once per vote, on a point of the vote that is empty now. */
async function vote(
  hub: ClassHub,
  seat: ClassSeat,
  message: ClientMessageOf<'class_vote'>,
): Promise<Refusal | null> {
  if (seat.teacher) return { code: 'NOT_ALLOWED', message: 'the teacher does not vote' };
  if (seat.role === 'guest') return { code: 'GUEST_NOT_ALLOWED', message: 'sign in to vote in a class' };
  const { store } = hub.deps;
  const found = await store.classes.classById(seat.classId);
  if (!found) return { code: 'NO_SUCH_CLASS', message: `no class ${seat.classId}` };
  const open = found.vote;
  if (!open?.open || open.no !== message.no)
    return { code: 'NO_VOTE', message: `vote ${message.no} is not open` };
  if (!open.points.includes(message.point))
    return { code: 'NOT_A_CHOICE', message: `${message.point} is not a point of this vote` };
  const game = replayClass(found.record, found.ops);
  if (game.ok && !emptyPoints(game.value).includes(message.point))
    return { code: 'NOT_EMPTY', message: `${message.point} is not empty` };
  const cast = await store.classes.vote(found.id, open.no, seat.member.userId, message.point);
  if (!cast.ok)
    return cast.error === 'ALREADY_VOTED'
      ? { code: 'ALREADY_VOTED', message: `you have voted in vote ${open.no}` }
      : { code: 'NO_VOTE', message: `vote ${open.no} is not open` };
  const view = await voteView(store, found.id, open, { teacher: true, userId: 0 });
  const counts = view.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  hub.tell(found.id, { to: 'teacher', message: { cmd: 'class_vote_counts', no: open.no, counts, total } });
  hub.tell(found.id, {
    to: { user: seat.member.userId },
    message: { cmd: 'class_vote_mine', no: open.no, point: message.point },
  });
  return null;
}

/** A message to the class's chat, from a student or the teacher. */
function chat(hub: ClassHub, seat: ClassSeat, text: string): Refusal | null {
  const room = hub.chatOf(seat.classId);
  if (!room) return { code: 'NO_SUCH_CLASS', message: `no class ${seat.classId}` };
  const checked = room.check({ username: seat.member.username, role: seat.role }, text, hub.deps.now());
  if ('code' in checked) return checked;
  hub.tell(seat.classId, { to: 'all', message: { cmd: 'class_chat', chat: checked } });
  return null;
}

/** The teacher mutes someone in the class's chat, or lets them speak again. */
async function mute(
  hub: ClassHub,
  seat: ClassSeat,
  message: ClientMessageOf<'class_mute'>,
): Promise<Refusal | null> {
  if (!seat.teacher) return { code: 'NOT_ALLOWED', message: 'only the teacher may mute' };
  const room = hub.chatOf(seat.classId);
  if (!room) return { code: 'NO_SUCH_CLASS', message: `no class ${seat.classId}` };
  if (hub.roleIn(seat.classId, message.username) === 'teacher')
    return { code: 'NOT_ALLOWED', message: 'the teacher cannot be muted' };
  if (message.muted) room.muted.add(message.username);
  else room.muted.delete(message.username);
  await hub.tellPeople(seat.classId);
  return null;
}
