export const play = {
  _namespace: 'play',
} as const;
