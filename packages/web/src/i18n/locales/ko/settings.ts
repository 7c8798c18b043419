import type { Messages } from '../../messages.ts';
import type { settings as english } from '../en/settings.ts';

export const settings: Messages<typeof english> = {
  _namespace: 'settings',
};
