/** The `analysis` namespace beyond what i18n/translations.test.ts checks of every namespace. */
import { MESSAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../i18n/resources.ts';

describe('the analysis namespace', () => {
  it('the seed\u2019s texts word for word in English', () => {
    const en = RESOURCES.en.analysis;
    expect(en.access.guest).toBe(MESSAGES.pleaseLogIn);
    expect(en.ask.needsBeans).toBe(MESSAGES.askMoveNeedsBeans);
    expect(en.request.beansShort).toBe(MESSAGES.beansInsufficient);
  });

  it('says the win rate is a calibrated score estimate, not a neural network', () => {
    expect(RESOURCES.en.analysis.help).toMatch(/score estimate.*calibrated.*not a neural network/);
  });
});
