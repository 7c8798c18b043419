import type { CountResult, OverlayId } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import { OverlayHost } from './overlay-host.tsx';
import type { OverlayRequest } from './overlay-request.ts';
import type { OverlayPanels } from './panel-overlays.tsx';
import { resultMessage } from './result-message.ts';

const noop = () => {};
const count: CountResult = {
  result: 1,
  winnumber: 375,
  bscore: 18450,
  wscore: 17650,
  dead: [],
  bterritory: [],
  wterritory: [],
};

const render = (shown: OverlayRequest, panels: OverlayPanels = {}, lang = 'en') =>
  renderHtml(<OverlayHost shown={shown} onClose={noop} panels={panels} />, lang);

// request, the aria role, and texts that must be on screen (English, the seed's words where it has them)
const TABLE: [OverlayRequest, 'dialog' | 'alertdialog', string[]][] = [
  [{ overlay: 7, onConfirm: noop }, 'dialog', ['Do you really want to resign this game?', 'Cancel']],
  [{ overlay: 8, message: resultMessage(2, 2, 375, 'spectator') }, 'dialog', ['White wins by 7.5 points.']],
  [{ overlay: 9, message: resultMessage(1, 3, 0, 2) }, 'dialog', ['Your time ran out.']],
  [{ overlay: 10, message: 'saved' }, 'dialog', ['Saved successfully.']],
  [
    { overlay: 10, message: 'countingTooEarly', values: { num: 60 } },
    'dialog',
    ['Counting must be requested after 60 moves'],
  ],
  [{ overlay: 11, onConfirm: noop }, 'dialog', ['Do you want to pass this move?']],
  [
    { overlay: '13a', count },
    'dialog',
    ['Black 184.5 · White 176.5', 'Black wins by 7.5 points.', 'Waiting for your opponent'],
  ],
  [{ overlay: '13b', count }, 'dialog', ['The result was accepted. The game is over.']],
  [
    {
      overlay: '13b',
      count,
      message: { overlay: 9, key: 'result.youLosePoints', side: null, margin: 375 },
    },
    'dialog',
    ['Game over', 'You lose by', 'The result was accepted. The game is over.'],
  ],
  [
    { overlay: 14, count: { ...count, result: 3, winnumber: 0 } },
    'dialog',
    ['The count is a draw.', 'Both sides passed'],
  ],
  [{ overlay: 18, onConfirm: noop }, 'dialog', ['Ask your opponent to count the game now?']],
  [
    { overlay: 19, onAccept: noop, onRefuse: noop },
    'alertdialog',
    [
      'Agree to count',
      'Please finish the endgame first.',
      'The game is not over, please continue.',
      'Both sides count.',
    ],
  ],
  [
    { overlay: 20, reason: 2 },
    'dialog',
    [
      'The opponent refused your counting request, please continue.',
      'Reason: The game is not over, please continue.',
    ],
  ],
  [
    { overlay: 21, count, onAccept: noop, onReject: noop },
    'alertdialog',
    ['Accepting ends the game.', 'Reject'],
  ],
  [{ overlay: 22 }, 'dialog', ['The opponent does not agree with the counting result, please continue.']],
  [{ overlay: 27, depth: 2, onConfirm: noop }, 'dialog', ['take back your last move and their reply?']],
  [{ overlay: 28, depth: 1, onAccept: noop, onRefuse: noop }, 'alertdialog', ['take back their last move.']],
  [{ overlay: 29 }, 'dialog', ['The opponent refused your take-back request.']],
  [{ overlay: 31, onVerdict: noop }, 'dialog', ['Black wins', 'White wins', 'Draw']],
  [
    { overlay: 32, code: 'COUNTING_LIMIT', minMoves: 150 },
    'dialog',
    ['Counting request exceeded 5 times, call referee or pass'],
  ],
  [
    { overlay: 32, code: 'COUNTING_TOO_EARLY', minMoves: 150 },
    'dialog',
    ['Counting must be requested after 150 moves'],
  ],
  [
    { overlay: 32, code: 'COUNTING_WAIT', minMoves: 150 },
    'dialog',
    ['Please wait 30 seconds before requesting counting again'],
  ],
  [
    { overlay: 32, code: 'COUNTING_NEEDS_MOVE', minMoves: 150 },
    'dialog',
    ['Counting can be requested only after a move'],
  ],
  [
    { overlay: 33, reason: 'askMove', onTopUp: noop },
    'dialog',
    ['Ask a move costs 2 beans per time, please buy beans.'],
  ],
  [
    { overlay: 33, reason: 'balance', onTopUp: noop },
    'dialog',
    ['Your bean balance is insufficient, please top up.', 'Top up'],
  ],
  [
    { overlay: 35, onReconnect: noop },
    'alertdialog',
    ['Your network connection is disconnected.', 'Reconnect'],
  ],
  [
    { overlay: 36, onLeave: noop },
    'alertdialog',
    ['This account is logged in on another device, leaving this page soon.'],
  ],
  [{ overlay: 53 }, 'dialog', ['Request sent, waiting for the opponent to accept.']],
  [
    { overlay: 54, seconds: 10, onAccept: noop, onRefuse: noop },
    'alertdialog',
    ['10 s left to answer', 'Start now'],
  ],
];

describe('OverlayHost', () => {
  it.each(TABLE)('overlay %o', (request, role, texts) => {
    const html = render(request);
    expect(html).toContain(`role="${role}"`);
    expect(html).toContain('aria-modal="true"');
    const text = textOf(html);
    for (const expected of texts) expect(text).toContain(expected);
  });

  it('shows nothing when nothing is shown', () => {
    expect(renderHtml(<OverlayHost shown={null} onClose={noop} />)).toBe('');
  });

  it('shows nothing for a panel without content', () => {
    for (const overlay of [41, 42, 45, 46, 51, 52] as OverlayId[]) {
      expect(render({ overlay } as OverlayRequest)).toBe('');
    }
  });

  it('shows the panels it is given', () => {
    const panels: OverlayPanels = {
      gameDetails: {
        gameName: '',
        boardSize: 19,
        black: { name: 'lee', level: '1D' },
        white: { name: 'kim', level: '2D' },
        basicMinutes: 20,
        byoyomiSeconds: 30,
        byoyomiPeriods: 3,
        thinkLimitSeconds: 0,
        handicap: 0,
        daotiemu: 0,
      },
      userList: {
        users: [{ username: 'lee', levelname: '1D', level: 315, usertype: 0, win: 3, fail: 1 }],
        onSelect: noop,
      },
      study: { role: 'guest', gameFinished: true, onLogIn: noop },
      trial: { onBack: noop, onReset: noop, onLeave: noop },
    };
    const details = textOf(render({ overlay: 41 }, panels));
    expect(details).toContain('Free game');
    expect(details).toContain('30 seconds, 3 periods');
    expect(details).toContain('Black gives 7.5 points');
    expect(textOf(render({ overlay: 42 }, panels))).toContain('Users in this room (1)');
    expect(textOf(render({ overlay: 51 }, panels))).toContain('Please log in first.');
    expect(textOf(render({ overlay: 52 }, panels))).toContain('Leave trial');
  });

  it('speaks the viewer language', () => {
    const text = textOf(render({ overlay: 8, message: resultMessage(1, 2, 650, 'spectator') }, {}, 'cn'));
    expect(text).toContain('黑方胜6½ 子。');
    expect(textOf(render({ overlay: 35, onReconnect: noop }, {}, 'ja'))).toContain('再接続');
  });
});
