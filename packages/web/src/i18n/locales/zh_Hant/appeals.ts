import type { Messages } from '../../messages.ts';
import type { appeals as english } from '../en/appeals.ts';

export const appeals: Messages<typeof english> = {};
