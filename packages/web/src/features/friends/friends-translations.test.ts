/** The `friends` namespace beyond what i18n/translations.test.ts checks of every namespace. */
import { LANGUAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../i18n/resources.ts';

describe('the friends namespace', () => {
  it('has a word for every place a friend may be', () => {
    const places = ['playing', 'watching', 'lobby', 'elsewhere', 'offline'];
    for (const lang of LANGUAGES) {
      expect(Object.keys(RESOURCES[lang].friends.where).sort()).toEqual([...places].sort());
    }
  });
});
