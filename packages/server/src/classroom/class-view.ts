/** What a socket is sent of a class: the whole state on joining, the vote as its role sees it. */
import type { ClassVote, ServerMessageOf } from '@tengen/protocol';
import type { StoredClass, StoredVote } from '../storage/class-store.ts';
import type { Store } from '../storage/store.ts';

/** The vote as one socket sees it: counts for the teacher, or for all once ended; a student's own pick. */
export async function voteView(
  store: Store,
  classId: number,
  vote: StoredVote,
  viewer: { teacher: boolean; userId: number },
): Promise<ClassVote> {
  const showCounts = viewer.teacher || !vote.open;
  const [counts, mine] = await Promise.all([
    showCounts ? store.classes.voteCounts(classId, vote.no) : null,
    viewer.teacher ? '' : store.classes.voteOf(classId, vote.no, viewer.userId),
  ]);
  return { ...vote, counts, mine };
}

export async function classStateFor(
  store: Store,
  classId: number,
  seat: { teacher: boolean; role: 'teacher' | 'student' | 'guest'; member: { userId: number } },
): Promise<ServerMessageOf<'class_state'> | null> {
  const found = await store.classes.classById(classId);
  if (!found) return null;
  // The strokes the state's seq holds: a later one reaches the socket as a change of its own.
  const pen = await store.classes.penOf(classId, found.seq);
  return stateMessage(found, pen, {
    role: seat.role,
    // An ended vote without points is one a later hand-out put away: nothing to show.
    vote:
      found.vote && (found.vote.open || found.vote.points.length > 0)
        ? await voteView(store, classId, found.vote, { teacher: seat.teacher, userId: seat.member.userId })
        : null,
  });
}

function stateMessage(
  found: StoredClass,
  pen: ServerMessageOf<'class_state'>['pen'],
  seen: { role: 'teacher' | 'student' | 'guest'; vote: ClassVote | null },
): ServerMessageOf<'class_state'> {
  return {
    cmd: 'class_state',
    classid: found.id,
    name: found.name,
    teacher: found.teacher,
    role: seen.role,
    seq: found.seq,
    record: found.record,
    ops: found.ops,
    vote: seen.vote,
    pen,
  };
}
