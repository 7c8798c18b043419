import type { Messages } from '../../messages.ts';
import type { account as english } from '../en/account.ts';

export const account: Messages<typeof english> = {
  _namespace: 'account',
};
