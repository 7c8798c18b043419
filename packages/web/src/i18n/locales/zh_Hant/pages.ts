import type { Messages } from '../../messages.ts';
import type { pages as english } from '../en/pages.ts';

export const pages: Messages<typeof english> = {
  _namespace: 'pages',
};
