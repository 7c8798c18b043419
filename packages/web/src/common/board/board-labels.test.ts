/** The widget's words in every language: every label given, the widget's places kept, real text. */
import { DEFAULT_LABELS } from '@tengen/board';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { boardLabels } from './board-labels.ts';

const places = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('the board labels', () => {
  it('in English are the widget’s own defaults', () => {
    expect(boardLabels(createI18n('en').getFixedT('en', 'access'))).toEqual(DEFAULT_LABELS);
  });

  it.each(['cn', 'zh_Hant', 'ja', 'ko'])('in %s keep every place the widget fills', (lang) => {
    const labels = boardLabels(createI18n(lang).getFixedT(lang, 'access'));
    for (const [key, english] of Object.entries(DEFAULT_LABELS)) {
      const text = labels[key as keyof typeof labels];
      expect(places(text), `${lang} ${key}`).toEqual(places(english));
      expect(text, `${lang} ${key}`).not.toMatch(/\{\{|access:|board\./);
      if (/[a-z]{4}/.test(english.replace(/\{\w+\}/g, ''))) expect(text, `${lang} ${key}`).not.toBe(english);
    }
  });
});
