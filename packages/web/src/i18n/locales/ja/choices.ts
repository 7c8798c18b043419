import type { Messages } from '../../messages.ts';
import type { choices as english } from '../en/choices.ts';

export const choices: Messages<typeof english> = {};
