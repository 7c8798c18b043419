import type { UserCard } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import { OnlineUserList } from './online-user-list.tsx';
import { UserCardView } from './user-card-view.tsx';

const noop = () => {};
const card: UserCard = {
  username: 'kim',
  userid: 9,
  headpath: '/avatars/kim.png',
  usertype: 2,
  gamelevel: 405,
  gamelevelname: '3D',
  orgid: 0,
  orgname: '',
  lastplay: Array.from({ length: 12 }, (_, i) => ({ iswin: i % 2 === 0 })),
  win: 120,
  fail: 80,
  attion: true,
};

describe('OnlineUserList', () => {
  it('lists name, level and record as buttons', () => {
    const html = renderHtml(
      <OnlineUserList
        users={[{ username: 'kim', levelname: '3D', level: 405, usertype: 2, win: 120, fail: 80 }]}
        onSelect={noop}
        selected="kim"
      />,
    );
    expect(textOf(html)).toContain('kim 3D 120 W / 80 L');
    expect(html).toContain('aria-pressed="true"');
    expect(textOf(renderHtml(<OnlineUserList users={[]} onSelect={noop} />, 'cn'))).toContain(
      '这里没有其他人。',
    );
  });
});

describe('UserCardView', () => {
  it('shows the card with the last 10 results and the friend flag', () => {
    const html = renderHtml(<UserCardView username="kim" card={card} onFriendChange={noop} />);
    const text = textOf(html);
    expect(html).toContain('src="/avatars/kim.png"');
    for (const expected of [
      'kim',
      'Friend',
      '3D',
      'Gold',
      'None',
      'Last 10 games',
      'Wins 120, losses 80',
      'Remove friend',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html.match(/class="tg-card__(won|lost)"/g)).toHaveLength(10);
  });

  it('says a guest has no profile and shows loading otherwise', () => {
    expect(textOf(renderHtml(<UserCardView username="guest_123456789" card={null} />))).toContain(
      'A guest has no profile.',
    );
    expect(renderHtml(<UserCardView username="kim" card={null} />)).toContain('aria-busy="true"');
  });
});
