export const counting = {} as const;
