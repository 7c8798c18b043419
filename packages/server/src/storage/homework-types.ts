/** What the homework store keeps and answers (homework-store.ts; docs/homework.md). */
import type { Result } from '@tengen/core';

export interface HomeworkStudent {
  readonly id: number;
  readonly username: string;
}

export interface StoredGroup {
  readonly id: number;
  readonly teacherId: number;
  readonly name: string;
  readonly createdAt: number;
  /** By username. */
  readonly students: readonly HomeworkStudent[];
}

export interface AssignmentProblem {
  readonly problemId: number;
  readonly collectionId: string;
  readonly number: number;
  readonly prompt: string;
  /** The board's size (the problem data's `lu`). */
  readonly size: number;
}

export interface StoredAssignment {
  readonly id: number;
  readonly groupId: number;
  readonly groupName: string;
  readonly teacherId: number;
  readonly teacherName: string;
  readonly title: string;
  readonly dueAt: number;
  readonly closedAt: number | null;
  readonly createdAt: number;
}

export interface AssignmentWithProblems extends StoredAssignment {
  readonly problems: readonly AssignmentProblem[];
}

/** An assignment in a list, with how many problems it has and (for a student) how many they solved. */
export interface AssignmentSummary extends StoredAssignment {
  readonly problemCount: number;
  readonly solved: number;
}

export interface AssignmentAttempt {
  readonly userId: number;
  readonly problemId: number;
  readonly result: string;
  readonly moves: string;
  readonly createdAt: number;
}

export interface NewAssignment {
  readonly groupId: number;
  readonly teacherId: number;
  readonly title: string;
  readonly dueAt: number;
  readonly problemIds: readonly number[];
  readonly at: number;
}

export type HomeworkLimitError = 'LIMIT';

export interface HomeworkStore {
  isGrantedTeacher(userId: number): Promise<boolean>;
  /** False when the user already was one. */
  grantTeacher(userId: number, at: number): Promise<boolean>;
  /** False when the user was not one. */
  revokeTeacher(userId: number): Promise<boolean>;
  grantedTeachers(): Promise<{ userId: number; username: string; grantedAt: number }[]>;

  /** The teacher's groups in the order they were made. */
  groupsOf(teacherId: number): Promise<StoredGroup[]>;
  groupById(groupId: number): Promise<StoredGroup | null>;
  /** LIMIT when the teacher already has `limit` groups. */
  createGroup(
    group: { teacherId: number; name: string; studentIds: readonly number[]; at: number },
    limit: number,
  ): Promise<Result<number, HomeworkLimitError>>;
  /** The name, and the students exactly `studentIds` (those staying keep when they were added). */
  updateGroup(groupId: number, name: string, studentIds: readonly number[], at: number): Promise<void>;
  isStudent(groupId: number, userId: number): Promise<boolean>;

  /** LIMIT when the teacher already has `limit` open assignments. */
  createAssignment(assignment: NewAssignment, limit: number): Promise<Result<number, HomeworkLimitError>>;
  updateAssignment(
    assignmentId: number,
    changes: { title: string; dueAt: number; problemIds: readonly number[] },
  ): Promise<void>;
  /** Closes an open assignment; false when it was closed already. */
  closeAssignment(assignmentId: number, at: number): Promise<boolean>;
  assignmentById(assignmentId: number): Promise<AssignmentWithProblems | null>;
  /** Newest first. */
  assignmentsOfTeacher(teacherId: number): Promise<AssignmentSummary[]>;
  /** The assignments of every group the user is a student of, with the user's solved count; newest first. */
  assignmentsOfStudent(userId: number): Promise<AssignmentSummary[]>;
  /** The attempts recorded for the assignment, oldest first. */
  attemptsFor(assignmentId: number): Promise<AssignmentAttempt[]>;
  /** Whether an attempt may name the assignment: the user is its group's student, the problem is in it, it is open. */
  attemptCounts(assignmentId: number, userId: number, problemId: number): Promise<boolean>;
  /**
   * Of these problems, those in an open assignment the user is a student of, each with one such
   * assignment (the newest): the problems whose answers the server keeps from that user.
   */
  openAssignmentsWith(userId: number, problemIds: readonly number[]): Promise<Map<number, number>>;

  /** The ids of problems by collection and number; the ones not found are missing from the map. */
  problemIds(picks: readonly { collection: string; number: number }[]): Promise<Map<string, number>>;
}

/** The key of `problemIds`' map. */
export const problemKey = (collection: string, number: number) => `${collection}:${number}`;
