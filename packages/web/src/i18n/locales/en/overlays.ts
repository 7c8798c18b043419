export const overlays = {
  _namespace: 'overlays',
} as const;
