import type { Messages } from '../../messages.ts';
import type { presence as english } from '../en/presence.ts';

export const presence: Messages<typeof english> = {};
