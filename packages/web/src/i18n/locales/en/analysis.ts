export const analysis = {
  _namespace: 'analysis',
} as const;
