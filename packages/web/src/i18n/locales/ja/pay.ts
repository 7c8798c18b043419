import type { Messages } from '../../messages.ts';
import type { pay as english } from '../en/pay.ts';

export const pay: Messages<typeof english> = {};
