export const settings = {
  _namespace: 'settings',
} as const;
