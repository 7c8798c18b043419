import type { Messages } from '../../messages.ts';
import type { homework as english } from '../en/homework.ts';

export const homework: Messages<typeof english> = {};
