/** The `overlays` namespace beyond what i18n/translations.test.ts checks of every namespace. */
import { MESSAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../i18n/resources.ts';

describe('the seed catalogue', () => {
  it('is word for word the protocol texts in English', () => {
    expect(RESOURCES.en.overlays.messages).toEqual(MESSAGES);
  });
});
