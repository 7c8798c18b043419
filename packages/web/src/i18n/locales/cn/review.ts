import type { Messages } from '../../messages.ts';
import type { review as english } from '../en/review.ts';

export const review: Messages<typeof english> = {
  _namespace: 'review',
};
