import type { Messages } from '../../messages.ts';
import type { play as english } from '../en/play.ts';

export const play: Messages<typeof english> = {
  _namespace: 'play',
};
