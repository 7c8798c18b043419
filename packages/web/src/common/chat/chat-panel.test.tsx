import type { ChatEntry } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../test-render.ts';
import { ChatPanel, type ChatPanelProps } from './chat-panel.tsx';

const noop = () => {};
const entries: ChatEntry[] = [
  { id: 1, User: 'kim', Content: 'have a good game', Level: 1, T: Date.UTC(2024, 0, 1, 9, 5) },
  { id: 2, User: 'lee', Content: 'you too', Level: 0, T: Date.UTC(2024, 0, 1, 9, 6) },
];
const base: ChatPanelProps = {
  entries,
  viewer: { username: 'lee', userlevel: 0, role: 'member', markedBad: false, forbidden: false },
  room: { enablechat: true, blackChat: true, whiteChat: true, guestenable: true },
  lastSentAt: null,
  onSend: noop,
  onDelete: noop,
  onForbid: noop,
};

describe('ChatPanel', () => {
  it('lists the messages and lets a player delete only their own', () => {
    const html = renderHtml(<ChatPanel {...base} />);
    const text = textOf(html);
    expect(text).toContain('kim');
    expect(text).toContain('have a good game');
    expect(html).toContain('aria-label="Delete this message from lee"');
    expect(html).not.toContain('aria-label="Delete this message from kim"');
    expect(html).not.toContain('Forbid');
    expect(html).toContain('<input');
  });

  it('offers the viewer a switch to mute the room, and says when it is muted', () => {
    expect(renderHtml(<ChatPanel {...base} />)).not.toContain('Mute chat');
    const open = renderHtml(<ChatPanel {...base} onMutedChange={noop} />);
    expect(open).toContain('Mute chat');
    expect(open).toContain('aria-checked="false"');
    const muted = textOf(renderHtml(<ChatPanel {...base} entries={[]} muted onMutedChange={noop} />));
    expect(muted).toContain('You muted this game’s chat.');
    expect(muted).not.toContain('No messages yet.');
  });

  it('gives a moderator delete and mute on others', () => {
    const html = renderHtml(
      <ChatPanel {...base} viewer={{ ...base.viewer, username: 'mod', userlevel: 3 }} />,
    );
    expect(html).toContain('aria-label="Delete this message from kim"');
    expect(html).toContain('aria-label="Forbid kim to chat in this room"');
  });

  it.each<[string, Partial<ChatPanelProps>, string]>([
    ['chat turned off', { room: { ...base.room, enablechat: false } }, 'Chat is turned off in this game.'],
    ['a player forbids chat', { room: { ...base.room, whiteChat: false } }, 'A player has turned chat off.'],
    [
      'spectators without guestenable',
      { room: { ...base.room, guestenable: false }, viewer: { ...base.viewer, role: 'other' } },
      'Only the players may chat in this game.',
    ],
    ['no name', { viewer: { ...base.viewer, role: 'guest', username: '' } }, 'Please log in first.'],
  ])('closes the input: %s', (_name, props, reason) => {
    const html = renderHtml(<ChatPanel {...base} {...props} />);
    expect(html).not.toContain('<input');
    expect(textOf(html)).toContain(reason);
  });

  it("shows the judge's phrases, and keeps the input open for the judge", () => {
    const judge = renderHtml(
      <ChatPanel
        {...base}
        viewer={{ ...base.viewer, role: 'judge' }}
        room={{ ...base.room, enablechat: false }}
      />,
    );
    expect(judge).toContain('<input');
    expect(textOf(judge)).toContain('Please continue the game.');
    expect(textOf(renderHtml(<ChatPanel {...base} />))).not.toContain('Please continue the game.');
  });

  it('shows the throttle on the send button', () => {
    const html = renderHtml(<ChatPanel {...base} lastSentAt={Date.now() - 1_000} />);
    expect(textOf(html)).toMatch(/Wait [45] s/);
  });

  it('says when there are no messages, in the viewer language', () => {
    expect(textOf(renderHtml(<ChatPanel {...base} entries={[]} />, 'ko'))).toContain(
      '아직 메시지가 없습니다.',
    );
  });
});
