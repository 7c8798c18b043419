export const presence = {} as const;
