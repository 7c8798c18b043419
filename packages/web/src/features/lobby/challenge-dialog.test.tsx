import { describe, expect, it } from 'vitest';
import { renderWithHost, TEST_USER } from '../../common/test-render.ts';
import { ChallengeDialog } from './challenge-dialog.tsx';

const noop = () => undefined;
const dialog = (lang = 'en') =>
  renderWithHost(<ChallengeDialog machine="machine_gnugo_1" onClose={noop} />, {
    lang,
    host: { user: TEST_USER, token: 't' },
  });

describe('ChallengeDialog (box 9)', () => {
  it('offers the colour and the board, preselecting the server’s defaults: black on 19 × 19', () => {
    const html = dialog();
    expect(html).toContain('Challenge machine_gnugo_1');
    expect(html).toContain('Your colour');
    expect(html).toContain('Board');
    expect(html).toContain('tg-dropdown__value">Black<');
    expect(html).toContain('tg-dropdown__value">19 × 19<');
    expect(html).toContain('Each side has 30 minutes, then 30 s byo-yomi × 3.');
    expect(html).not.toContain('nigiri');
    expect(html).toContain('Start the challenge');
  });

  it('offers the main time, the byo-yomi, its periods and the handicap, at the server’s defaults', () => {
    const html = dialog();
    expect(html).toContain('Basic time');
    expect(html).toContain('tg-dropdown__value">30 min<');
    expect(html).toContain('Byo-yomi periods');
    expect(html).toContain('tg-dropdown__value">3 periods<');
    expect(html).toContain('tg-dropdown__value">30 s<');
    expect(html).toContain('Handicap');
    expect(html).toContain('tg-dropdown__value">None<');
  });

  it.each([
    ['cn', '您的颜色', '双方各 30 分钟'],
    ['ja', '持ち時間は各 30 分'],
    ['ko', '각자 30분'],
    ['zh_Hant', '雙方各 30 分鐘'],
  ])('speaks %s', (lang, ...texts) => {
    const html = dialog(lang);
    for (const text of texts) expect(html).toContain(text);
    expect(html).not.toContain('lobby:');
  });
});
