/** The `choices` namespace beyond what i18n/translations.test.ts checks of every namespace. */
import { MESSAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../i18n/resources.ts';

describe('the choices namespace', () => {
  it('the seed\u2019s texts word for word in English', () => {
    expect(RESOURCES.en.choices.refused.atLeastTwo).toBe(MESSAGES.selectAtLeastTwo);
    expect(RESOURCES.en.choices.saved).toBe(MESSAGES.saved);
  });
});
