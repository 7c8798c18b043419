export const errors = {
  _namespace: 'errors',
} as const;
