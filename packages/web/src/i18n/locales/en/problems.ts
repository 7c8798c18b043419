/** Problems: collections, solving, results and progress. */
export const problems = {} as const;
