export const pages = {
  _namespace: 'pages',
} as const;
