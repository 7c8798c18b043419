import type { Messages } from '../../messages.ts';
import type { errors as english } from '../en/errors.ts';

export const errors: Messages<typeof english> = {
  _namespace: 'errors',
};
