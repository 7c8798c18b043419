import type { Messages } from '../../messages.ts';
import type { classroom as english } from '../en/classroom.ts';

export const classroom: Messages<typeof english> = {};
