/** The tables of migration 013 as Kysely sees them; `withHomework` adds them (and the problems') to the schema. */
import type { Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { ProblemTables } from './problem-schema.ts';
import type { Database } from './schema.ts';

/** Teachers the administrator named (`tengen admin teacher grant`). */
export interface HomeworkTeachersTable {
  user_id: number;
  granted_at: number;
}

export interface HomeworkGroupsTable {
  id: Generated<number>;
  teacher_id: number;
  name: string;
  created_at: number;
}

export interface HomeworkMembersTable {
  group_id: number;
  user_id: number;
  added_at: number;
}

export interface HomeworkAssignmentsTable {
  id: Generated<number>;
  group_id: number;
  teacher_id: number;
  title: string;
  due_at: number;
  closed_at: number | null;
  created_at: number;
}

/** An assignment's problems, `position` from 0 in the order the teacher gave them. */
export interface HomeworkProblemsTable {
  assignment_id: number;
  position: number;
  problem_id: number;
}

export type HomeworkTables = {
  homework_teachers: HomeworkTeachersTable;
  homework_groups: HomeworkGroupsTable;
  homework_members: HomeworkMembersTable;
  homework_assignments: HomeworkAssignmentsTable;
  homework_problems: HomeworkProblemsTable;
};

export type HomeworkDb = Kysely<Database & ProblemTables & HomeworkTables>;

export function withHomework(db: Db): HomeworkDb {
  return db.withTables<ProblemTables & HomeworkTables>();
}
