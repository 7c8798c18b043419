import { describe, expect, it } from 'vitest';
import { renderWithHost, textOf } from '../../../common/test-render.ts';
import { AwayLine } from './away-line.tsx';
import { PlayerBar, type PlayerBarProps } from './player-bar.tsx';

const bar: PlayerBarProps = {
  color: 2,
  name: 'Kim',
  level: '3D',
  avatar: '',
  record: { win: 1, fail: 2 },
  isWinner: false,
  isViewer: false,
  time: { minutes: 10, seconds: 30, periods: 3, think: 0 },
  komi: '3¾',
  handicap: 0,
  profilePath: '/u/kim%20lee/',
};

describe('PlayerBar', () => {
  it('links the name to the player’s profile, in a new tab during a live game', () => {
    const html = renderWithHost(<PlayerBar {...bar} profileElsewhere />);
    expect(html).toContain('href="/u/kim%20lee/"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('title="Profile of Kim"');
    expect(renderWithHost(<PlayerBar {...bar} />)).not.toContain('target=');
  });

  it('shows how long an away player has been gone, and the claim when it is allowed', () => {
    const mark = { since: 1000, claimFrom: 181_000 };
    const away = <AwayLine name="Kim" mark={mark} now={1000 + 83_000} />;
    const html = renderWithHost(<PlayerBar {...bar} away={away} />);
    expect(textOf(html)).toContain('Away 1:23');
    expect(textOf(html)).not.toContain('Claim the win');
    const claimable = <AwayLine name="Kim" mark={mark} now={200_000} onClaim={() => {}} />;
    expect(textOf(renderWithHost(<PlayerBar {...bar} away={claimable} />))).toContain(
      'Away 3:19 Claim the win',
    );
  });

  it('says it in each language', () => {
    const away = <AwayLine name="Kim" mark={{ since: 0, claimFrom: 0 }} now={83_000} onClaim={() => {}} />;
    expect(textOf(renderWithHost(away, { lang: 'ja' }))).toBe('離席 1:23 勝ちを申請');
    expect(textOf(renderWithHost(away, { lang: 'cn' }))).toBe('离开 1:23 申请判胜');
  });
});
