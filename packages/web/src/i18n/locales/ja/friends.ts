import type { Messages } from '../../messages.ts';
import type { friends as english } from '../en/friends.ts';

export const friends: Messages<typeof english> = {};
