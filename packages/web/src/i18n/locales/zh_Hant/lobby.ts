import type { Messages } from '../../messages.ts';
import type { lobby as english } from '../en/lobby.ts';

export const lobby: Messages<typeof english> = {
  _namespace: 'lobby',
};
