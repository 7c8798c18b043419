/** The panel's parts rendered with the site's i18n: status, problem lists and ask-a-move. */
import { BLACK } from '@tengen/core';
import type { AnalysisResponse } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import { startReview } from '../review/review-navigation.ts';
import { recordFromPlay } from '../review/review-record.ts';
import { AnalysisStatusView } from './analysis-status-view.tsx';
import { AskMoveTab } from './ask-move-tab.tsx';
import { ProblemList } from './problem-list.tsx';
import type { AnalysisData } from './use-analysis-data.ts';

const MOVES = ['cc', 'gg', 'cg', 'gc', 'ee'];

const report = (changes: Partial<AnalysisResponse> = {}): AnalysisResponse => ({
  asks: [],
  bad: { black: [{ step: 3, downrate: 84 }], white: [] },
  rates: MOVES.map((_, i) => ({ step: i + 1, rate: 500, mpt: 'ee', mrate: 500 })),
  docount: 0,
  status: 2,
  costtime: 0,
  ...changes,
});

const data = (changes: Partial<AnalysisData> = {}): AnalysisData => ({
  report: report(),
  loadFailure: null,
  requesting: false,
  asking: false,
  problem: null,
  reload: () => {},
  request: () => {},
  ask: async () => null,
  deleteAsk: () => {},
  ...changes,
});

const status = (d: AnalysisData, player = true, lang = 'en') =>
  textOf(renderHtml(<AnalysisStatusView data={d} player={player} totalMoves={MOVES.length} />, lang));

describe('AnalysisStatusView', () => {
  it('loading, then a failed load with its reason and a retry', () => {
    expect(status(data({ report: null }))).toBe('Loading the analysis…');
    const failed = status(
      data({ report: null, loadFailure: { kind: 'api', status: 503, error: 'INTERNAL', message: 'busy' } }),
    );
    expect(failed).toContain('The analysis could not be loaded:');
    expect(failed).toContain('Try again');
  });

  it('not analysed: a player gets the request button and the free analyses left', () => {
    const text = status(data({ report: report({ status: 0, rates: [], docount: 0 }) }));
    expect(text).toContain('Free today: 1 of 1 analyses left.');
    expect(text).toContain('Analyse this game');
  });

  it('not analysed, the free one used: the price', () => {
    const text = status(data({ report: report({ status: 0, rates: [], docount: 1 }) }));
    expect(text).toContain('this one costs 10 Weidou');
  });

  it('not analysed: a spectator is told only the players may request it', () => {
    const text = status(data({ report: report({ status: 0, rates: [] }) }), false);
    expect(text).toBe('Only the two players can request an analysis of this game.');
  });

  it('analysing: progress and the wait in minutes', () => {
    const html = renderHtml(
      <AnalysisStatusView
        data={data({ report: report({ status: 1, rates: report().rates.slice(0, 2), costtime: 0.4 }) })}
        player
        totalMoves={5}
      />,
    );
    expect(html).toContain('<progress');
    expect(textOf(html)).toBe('Analysing: 2 of 5 moves. About 0.4 min left.');
  });

  it('done, in every language', () => {
    expect(status(data())).toBe('Analysed: 5 moves.');
    expect(status(data(), true, 'cn')).toBe('已分析 5 手。');
  });

  it('short beans: the balance text and the way to payment', () => {
    const html = renderHtml(
      <AnalysisStatusView
        data={data({
          report: report({ status: 0, rates: [], docount: 1 }),
          problem: { kind: 'beans', what: 'analysis' },
        })}
        player
        totalMoves={5}
      />,
    );
    expect(textOf(html)).toContain('Your bean balance is insufficient, please top up.');
    expect(html).toContain('href="/pay/"');
  });
});

describe('ProblemList', () => {
  const list = (problems: { step: number; downrate: number }[]) =>
    renderHtml(
      <ProblemList
        problems={problems}
        rates={report().rates}
        moves={MOVES}
        size={9}
        firstColor={BLACK}
        marks={null}
        onShow={() => {}}
      />,
    );

  it('each problem: the move, the loss in percent with one decimal, the move played and GNU Go\u2019s', () => {
    const text = textOf(list([{ step: 3, downrate: 84 }]));
    expect(text).toContain('Move 3 −8.4% Played C3 · GNU Go: E5');
  });

  it('none', () => {
    expect(textOf(list([]))).toBe('No problem moves.');
  });
});

describe('AskMoveTab', () => {
  const record = recordFromPlay({
    size: 9,
    blackFirst: true,
    prepos: { black: [], white: [] },
    moves: MOVES,
  });
  if (!record.ok) throw new Error(record.error);
  const tab = (d: AnalysisData) =>
    textOf(
      renderHtml(
        <AskMoveTab
          data={d}
          review={startReview(record.value)}
          dispatch={() => {}}
          moves={MOVES}
          marks={null}
          setMarks={() => {}}
        />,
      ),
    );

  it('the position asked from, the button, and the viewer\u2019s asks with their lines', () => {
    const asks = [
      { id: 1, step: 5, testpos: [], moves: ['ge', 'tt'] },
      { id: 2, step: 2, testpos: ['dd'], moves: ['ef'] },
      { id: 3, step: 4, testpos: [], moves: [] },
    ];
    const text = tab(data({ report: report({ asks }) }));
    expect(text).toContain('Position: move 5');
    expect(text).toContain('Ask a move');
    expect(text).toContain('Move 5: 1. G5 2. pass');
    expect(text).toContain('Move 2 + 1 tried: 1. E4');
    expect(text).toContain('Move 4: GNU Go resigns in this position: there is no line to show.');
  });

  it('short beans: the seed\u2019s ask-a-move text', () => {
    const text = tab(data({ problem: { kind: 'beans', what: 'ask' } }));
    expect(text).toContain('Ask a move costs 2 beans per time, please buy beans.');
  });

  it('a guest: please log in first', () => {
    expect(tab(data({ problem: { kind: 'guest' } }))).toContain('Please log in first.');
  });
});
