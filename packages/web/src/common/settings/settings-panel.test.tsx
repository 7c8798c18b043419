import { DEFAULT_DISPLAY_SETTINGS, type DisplaySettings } from '@tengen/protocol';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { SettingsPanel } from './settings-panel.tsx';

function render(settings: DisplaySettings, lang = 'en'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(lang)}>
      <SettingsPanel settings={settings} onChange={() => undefined} />
    </I18nextProvider>,
  );
}

function switchState(html: string, label: string): string | undefined {
  const match = new RegExp(`aria-checked="(true|false)"[^>]*><span class="tg-switch__label">${label}<`).exec(
    html,
  );
  return match?.[1];
}

describe('SettingsPanel', () => {
  const settings: DisplaySettings = {
    ...DEFAULT_DISPLAY_SETTINGS,
    showHp: true,
    sound: false,
    moveConfirm: true,
    stoneStyle: 3,
    boardStyle: 2,
  };
  const html = render(settings);

  it.each([
    ['Win-rate energy bar', 'true'],
    ['Stone sounds', 'false'],
    ['Sound effects', 'true'],
    ['Coordinates', 'true'],
    ['Confirm moves', 'true'],
  ])('the %s switch is %s', (label, state) => {
    expect(switchState(html, label)).toBe(state);
  });

  it('checks the chosen stone and board styles', () => {
    const checked = [...html.matchAll(/checked="" value="(\d)"/g)].map((m) => m[1]);
    expect(checked).toEqual(['3', '2']);
    expect(html.match(/type="radio"/g)).toHaveLength(6);
  });

  it('is translated', () => {
    const chinese = render(settings, 'cn');
    expect(chinese).toContain('棋子样式');
    expect(chinese).not.toContain('Stone style');
  });
});
