import type { Messages } from '../../messages.ts';
import type { rating as english } from '../en/rating.ts';

export const rating: Messages<typeof english> = {};
