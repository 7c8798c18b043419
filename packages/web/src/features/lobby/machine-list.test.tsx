import type { MachineOpponent } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../common/test-render.ts';
import { MachineList } from './machine-list.tsx';
import { WelcomePanel } from './welcome-panel.tsx';

const MACHINES: MachineOpponent[] = [
  { username: 'machine_gnugo_1', displayname: 'GNU Go 1', gamelevel: -100, gamelevelname: '15K' },
  { username: 'machine_strong', displayname: 'Strong machine', gamelevel: 300, gamelevelname: '1D' },
];
const noop = () => undefined;
const signIn = (name: string) => `/login/?next=${encodeURIComponent(`/play/room/?challenge=${name}`)}`;

describe('the machine opponents in the lobby', () => {
  it('lists whatever machines the server names, each with its rank and a challenge button', () => {
    const html = renderWithHost(<MachineList machines={MACHINES} onChallenge={noop} signInFor={signIn} />);
    expect(html).toContain('Play the computer');
    expect(html).toContain('GNU Go 1');
    expect(html).toContain('Plays at about 15K');
    expect(html).toContain('aria-label="Challenge Strong machine (1D)"');
    expect(html).not.toContain('Sign in to challenge');
  });

  it('sends a guest to sign in, coming back to that machine’s challenge', () => {
    const html = renderWithHost(<MachineList machines={MACHINES} onChallenge={null} signInFor={signIn} />);
    expect(html).toContain('Sign in to challenge a machine opponent.');
    expect(html).toContain('href="/login/?next=%2Fplay%2Froom%2F%3Fchallenge%3Dmachine_strong"');
  });

  it('shows nothing when the server has no machines', () => {
    expect(renderWithHost(<MachineList machines={[]} onChallenge={noop} signInFor={signIn} />)).toBe('');
  });

  it.each([
    ['en', 'New to Tengen?', 'Learn the rules'],
    ['cn', '初来乍到？', '学习规则'],
    ['zh_Hant', '初來乍到？', '學習規則'],
    ['ja', 'はじめての方へ', 'ルールを学ぶ'],
    ['ko', '처음 오셨나요?', '규칙 배우기'],
  ])('welcomes a newcomer in %s: the computer, problems and the rules', (lang, title, rules) => {
    const html = renderWithHost(<WelcomePanel onPlayComputer={noop} playComputerHref={null} />, { lang });
    expect(html).toContain(title);
    expect(html).toContain(rules);
    expect(html).toContain('href="/problems/"');
    expect(html).toContain('href="/rules/"');
    expect(html).not.toContain('lobby:');
  });
});
