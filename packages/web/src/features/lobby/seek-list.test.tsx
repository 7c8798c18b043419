import type { Seek } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../common/test-render.ts';
import { QuickMatchPanel } from './quick-match-panel.tsx';
import { SeekList } from './seek-list.tsx';

const noop = () => {};
const seek = (id: number, username: string): Seek => ({
  id,
  username,
  levelname: '1D',
  size: 13,
  time: 10,
  byoyomi: 30,
  ranked: true,
  minlevel: '3K',
  maxlevel: '3D',
});
const seeks = [seek(1, 'lee'), seek(2, 'cho')];

describe('SeekList', () => {
  it('offers to accept a seek in range, to cancel one\u2019s own, and says when one is out of range', () => {
    const inRange = renderWithHost(
      <SeekList seeks={seeks} me="lee" myLevel="1D" onPost={noop} onAccept={noop} onCancel={noop} />,
    );
    expect(inRange).toContain('13 × 13 · 10 min + 30 s × 3 · Ranked · 3K–3D');
    expect(inRange).toContain('aria-label="Accept the challenge of cho"');
    expect(inRange).toContain('Cancel challenge');
    // One open challenge each: no second one while lee has one.
    expect(inRange).not.toContain('Post a challenge');
    const outOfRange = renderWithHost(
      <SeekList seeks={seeks} me="kim" myLevel="5D" onPost={noop} onAccept={noop} onCancel={noop} />,
    );
    expect(outOfRange).toContain('Not in your rank range');
    expect(outOfRange).not.toContain('Accept the challenge');
    expect(outOfRange).toContain('Post a challenge');
  });

  it('names move choices among the terms of a seek that has them', () => {
    const html = renderWithHost(
      <SeekList
        seeks={[{ ...seek(3, 'kim'), stepselect: true }]}
        me="lee"
        myLevel="1D"
        onPost={noop}
        onAccept={noop}
        onCancel={noop}
      />,
    );
    expect(html).toContain('13 × 13 · 10 min + 30 s × 3 · Ranked · 3K–3D · Move choices (A to E)');
  });

  it('a guest sees the list without buttons', () => {
    const html = renderWithHost(
      <SeekList seeks={seeks} me="guest_1" myLevel={null} onPost={null} onAccept={noop} onCancel={noop} />,
    );
    expect(html).not.toContain('<button');
  });
});

describe('QuickMatchPanel', () => {
  it('lists the time controls, or the wait with a way out', () => {
    const idle = renderWithHost(<QuickMatchPanel waitingIn={null} onJoin={noop} onCancel={noop} />);
    expect(idle).toContain('9 × 9 · 3 min + 10 s × 3');
    expect(idle).toContain('19 × 19 · 20 min + 30 s × 3');
    const waiting = renderWithHost(<QuickMatchPanel waitingIn="13-5" onJoin={noop} onCancel={noop} />);
    expect(waiting).toContain('Looking for an opponent: 13 × 13 · 5 min + 20 s × 3…');
    expect(waiting).toContain('Stop looking');
  });
});
