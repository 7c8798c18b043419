import type { Messages } from '../../messages.ts';
import type { access as english } from '../en/access.ts';

export const access: Messages<typeof english> = {};
