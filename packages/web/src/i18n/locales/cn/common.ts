import type { Messages } from '../../messages.ts';
import type { common as english } from '../en/common.ts';

export const common: Messages<typeof english> = {
  _namespace: 'common',
};
