export const common = {
  _namespace: 'common',
} as const;
