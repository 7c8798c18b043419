import type { Messages } from '../../messages.ts';
import type { overlays as english } from '../en/overlays.ts';

export const overlays: Messages<typeof english> = {
  _namespace: 'overlays',
};
