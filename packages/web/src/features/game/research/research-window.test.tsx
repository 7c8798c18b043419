import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import { recordFromPlay } from '../review/review-record.ts';
import { EstimatePanel } from './estimate-panel.tsx';
import { ResearchWindow } from './research-window.tsx';

const noop = () => {};
const estimate = { win: 1, winscore: 1210, bscore: 17000, wscore: 19100 };

describe('EstimatePanel', () => {
  it.each<[string, Parameters<typeof EstimatePanel>[0], string[]]>([
    [
      'a lead in points',
      { positionKey: 'pd', estimate: { positionKey: 'pd', result: estimate }, pending: false },
      ['White leads by 24 points', 'Black 170 · White 191'],
    ],
    ['nothing yet', { positionKey: 'pd', estimate: null, pending: false }, ['No estimate yet.']],
    ['waiting', { positionKey: 'pd', estimate: null, pending: true }, ['Estimating']],
    [
      'an estimate of another position is not shown',
      { positionKey: 'pd*dd', estimate: { positionKey: 'pd', result: estimate }, pending: false },
      ['No estimate yet.'],
    ],
    [
      'even',
      {
        positionKey: '',
        estimate: { positionKey: '', result: { win: 2, winscore: 0, bscore: 18050, wscore: 18050 } },
        pending: false,
      },
      ['The position is even.'],
    ],
  ])('%s', (_name, props, texts) => {
    const text = textOf(renderHtml(<EstimatePanel {...props} />));
    for (const expected of texts) expect(text).toContain(expected);
  });

  it('offers the request only when it can be made', () => {
    expect(renderHtml(<EstimatePanel positionKey="" estimate={null} pending={false} />)).not.toContain(
      '<button',
    );
    expect(
      renderHtml(<EstimatePanel positionKey="" estimate={null} pending={false} onRequest={noop} />),
    ).toContain('<button');
  });
});

describe('ResearchWindow', () => {
  it('renders its board, controls and estimate without a browser', () => {
    const record = recordFromPlay({
      size: 9,
      blackFirst: true,
      prepos: { black: [], white: [] },
      moves: ['ee', 'cc'],
    });
    if (!record.ok) throw new Error(record.error);
    const html = renderHtml(
      <ResearchWindow
        record={record.value}
        fromStep={2}
        estimate={null}
        estimatePending={false}
        onEstimate={noop}
        onClose={noop}
      />,
      'ja',
    );
    expect(html).toContain('role="dialog"');
    const text = textOf(html);
    for (const expected of [
      '研究',
      '再生',
      '戻る',
      '進む',
      'クリア',
      '0手試し打ち',
      'まだ形勢判断はありません。',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
