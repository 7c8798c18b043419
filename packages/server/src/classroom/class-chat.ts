/**
 * A class's chat and who is in the class (docs/classroom.md). The chat follows the game chat's
 * rules (validateChat: 100 characters, no hidden characters or blocked symbols; one message per
 * 5 s); guests watch and do not chat; the teacher may mute anyone else. The last messages and
 * the mutes are kept by each process that has a socket in the class, from the messages it
 * delivers (its own and, through Redis, the others').
 */
import { type ChatEntry, chatWaitMs, type ServerMessageOf, validateChat } from '@tengen/protocol';
import { CHAT_TEXT_REFUSALS } from '../play/room/chat.ts';
import type { Refusal } from '../play/room/commands.ts';

/** Messages a joining socket is sent after the class's state. */
export const CLASS_CHAT_HISTORY = 50;

export type ClassRole = 'teacher' | 'student' | 'guest';
type People = ServerMessageOf<'class_people'>['people'];

/** The presence board's place of a class. */
export const classPlace = (classId: number) => `class:${classId}`;

/** What a process keeps of one class's chat. */
export class ClassChatRoom {
  entries: ChatEntry[] = [];
  readonly muted = new Set<string>();
  private readonly lastAt = new Map<string, number>();

  /** A message as it will be sent, or why not; nothing changes until `heard` takes it in. */
  check(sender: { username: string; role: ClassRole }, text: string, now: number): ChatEntry | Refusal {
    if (sender.role === 'guest') return { code: 'GUEST_NOT_ALLOWED', message: 'sign in to chat in a class' };
    if (this.muted.has(sender.username))
      return { code: 'CHAT_NOT_ALLOWED', message: 'the teacher muted you in this class' };
    const checked = validateChat(text);
    if (!checked.ok) {
      const [code, message] = CHAT_TEXT_REFUSALS[checked.error];
      return { code, message };
    }
    const wait = chatWaitMs(this.lastAt.get(sender.username) ?? null, now);
    if (wait > 0)
      return { code: 'CHAT_THROTTLED', message: `wait ${Math.ceil(wait / 1000)} s before the next message` };
    this.lastAt.set(sender.username, now);
    const last = this.entries.at(-1)?.id ?? 0;
    return { id: Math.max(last + 1, now), User: sender.username, Content: checked.value, Level: 0, T: now };
  }

  /** A message delivered to the class (from this process or another). */
  heard(entry: ChatEntry): void {
    this.entries = [...this.entries, entry].slice(-CLASS_CHAT_HISTORY);
  }

  /** A people list delivered to the class: whom it names muted or not (one who left stays muted). */
  peopleHeard(people: People): void {
    for (const p of people) {
      if (p.muted) this.muted.add(p.username);
      else this.muted.delete(p.username);
    }
  }
}

export function classRoleOf(username: string, teacher: string): ClassRole {
  if (username === teacher) return 'teacher';
  return username.startsWith('guest_') ? 'guest' : 'student';
}

/** The teacher first, then students, then guests, each by name. */
export function peopleList(
  usernames: readonly string[],
  teacher: string,
  muted: ReadonlySet<string>,
): People {
  const order: Record<ClassRole, number> = { teacher: 0, student: 1, guest: 2 };
  return [...new Set(usernames)]
    .map((username) => ({ username, role: classRoleOf(username, teacher), muted: muted.has(username) }))
    .sort((a, b) => order[a.role] - order[b.role] || a.username.localeCompare(b.username));
}
