import { MESSAGES, SOCKET_ERROR_CODES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { errors } from './errors.ts';

describe('the play and errors namespaces', () => {
  it('English errors carry the seed texts word for word', () => {
    expect(errors.messages).toEqual(MESSAGES);
  });

  it('every socket refusal code has a text', () => {
    expect(Object.keys(errors.refused).sort()).toEqual([...SOCKET_ERROR_CODES].sort());
  });
});
