export const account = {
  _namespace: 'account',
} as const;
