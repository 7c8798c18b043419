import type { Messages } from '../../messages.ts';
import type { problems as english } from '../en/problems.ts';

export const problems: Messages<typeof english> = {};
