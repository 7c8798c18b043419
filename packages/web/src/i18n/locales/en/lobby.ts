export const lobby = {
  _namespace: 'lobby',
} as const;
