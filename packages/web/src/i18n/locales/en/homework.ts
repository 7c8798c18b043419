/** Homework: assignments for students, groups and results for teachers. */
export const homework = {} as const;
