/**
 * `tengen admin teacher …` (docs/admin.md, docs/homework.md): the users the administrator names
 * teachers, who may give homework without a task card membership.
 */
import { err, ok } from '@tengen/core';
import type { AdminContext, CommandResult } from './admin.ts';

export const TEACHER_USAGE = `  teacher grant|revoke NAME
  teacher list`;

export async function teacherGrant(args: string[], { store, now }: AdminContext): Promise<CommandResult> {
  if (args.length !== 1) return err('give exactly one username');
  const user = await store.userByName(args[0]);
  if (user === null) return err(`no user '${args[0]}'`);
  if (!(await store.homework.grantTeacher(user.id, now())))
    return err(`'${user.username}' is a teacher already; nothing changed`);
  return ok({ granted: 'teacher', id: user.id, username: user.username });
}

export async function teacherRevoke(args: string[], { store }: AdminContext): Promise<CommandResult> {
  if (args.length !== 1) return err('give exactly one username');
  const user = await store.userByName(args[0]);
  if (user === null) return err(`no user '${args[0]}'`);
  if (!(await store.homework.revokeTeacher(user.id)))
    return err(`'${user.username}' is not a teacher the administrator named; nothing changed`);
  return ok({ revoked: 'teacher', id: user.id, username: user.username });
}

export async function teacherList(args: string[], { store }: AdminContext): Promise<CommandResult> {
  if (args.length !== 0) return err('teacher list takes no arguments');
  const teachers = await store.homework.grantedTeachers();
  return ok({
    teachers: teachers.map((t) => ({
      id: t.userId,
      username: t.username,
      granted: new Date(t.grantedAt).toISOString(),
    })),
  });
}
