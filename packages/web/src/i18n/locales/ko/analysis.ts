import type { Messages } from '../../messages.ts';
import type { analysis as english } from '../en/analysis.ts';

export const analysis: Messages<typeof english> = {
  _namespace: 'analysis',
};
