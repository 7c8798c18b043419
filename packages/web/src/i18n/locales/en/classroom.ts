/** The live classroom: joining, the teacher's controls, votes and the pen. */
export const classroom = {} as const;
