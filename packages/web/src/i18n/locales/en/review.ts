export const review = {
  _namespace: 'review',
} as const;
