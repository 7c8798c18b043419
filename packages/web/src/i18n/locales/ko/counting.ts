import type { Messages } from '../../messages.ts';
import type { counting as english } from '../en/counting.ts';

export const counting: Messages<typeof english> = {};
