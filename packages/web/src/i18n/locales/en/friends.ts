/** Friends, the friends list and private conversations. */
export const friends = {} as const;
