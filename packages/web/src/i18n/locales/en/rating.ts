export const rating = {} as const;
