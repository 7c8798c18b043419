import type { CountResult, OverlayId } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import {
  closeOverlay,
  EMPTY_QUEUE,
  endsGame,
  type OverlayQueue,
  openOverlay,
  overlayReducer,
  shownOverlay,
  slotOf,
} from './overlay-queue.ts';
import type { OverlayRequest } from './overlay-request.ts';

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

/** A request of each overlay, with dummy data. */
function req(overlay: OverlayId): OverlayRequest {
  switch (overlay) {
    case 7:
    case 11:
    case 18:
      return { overlay, onConfirm: noop };
    case 8:
    case 9:
      return { overlay, message: { overlay, key: 'result.draw', side: null, margin: null } };
    case 10:
      return { overlay, message: 'saved' };
    case '13a':
    case '13b':
    case 14:
      return { overlay, count };
    case 19:
      return { overlay, onAccept: noop, onRefuse: noop };
    case 20:
      return { overlay, reason: 1 };
    case 21:
      return { overlay, count, onAccept: noop, onReject: noop };
    case 27:
      return { overlay, depth: 1, onConfirm: noop };
    case 28:
      return { overlay, depth: 1, onAccept: noop, onRefuse: noop };
    case 31:
      return { overlay, onVerdict: noop };
    case 32:
      return { overlay, code: 'COUNTING_WAIT', minMoves: 150 };
    case 33:
      return { overlay, reason: 'balance', onTopUp: noop };
    case 35:
      return { overlay, onReconnect: noop };
    case 36:
      return { overlay, onLeave: noop };
    case 54:
      return { overlay, seconds: 10, onAccept: noop, onRefuse: noop };
    default:
      return { overlay } as OverlayRequest;
  }
}

/** Opens each overlay in turn as a member (31 as the judge), giving the overlays left waiting. */
function openAll(...ids: OverlayId[]): OverlayQueue {
  return ids.reduce<OverlayQueue>(
    (q, id) => openOverlay(q, req(id), id === 31 ? 'judge' : 'member'),
    EMPTY_QUEUE,
  );
}
const ids = (q: OverlayQueue) => q.map((r) => r.overlay);

describe('which overlay shows', () => {
  it.each<[string, OverlayId[], OverlayId | null, OverlayId[]]>([
    ['nothing asked', [], null, []],
    ['a request to answer beats an open panel', [42, 19], 19, [42, 19]],
    ['the connection beats everything', [19, 29, 35], 35, [19, 29, 35]],
    ['notices are read in the order they came', [20, 29, 22], 20, [20, 29, 22]],
    ['a notice beats a confirmation', [7, 29], 29, [7, 29]],
    ['a result beats notices', [33, 8], 8, [33, 8]],
    ['one confirmation at a time: the newer replaces', [7, 11], 11, [11]],
    ['one panel at a time: the newer replaces', [42, 46, 41], 41, [41]],
    ['the game end drops requests and confirmations', [7, 19, 28, 54, 53, 8], 8, [8]],
    ['the game end drops notices about play, keeps panels', [42, 29, 20, 22, 32, 10, 9], 9, [42, 9]],
    ['the game end keeps the connection and beans', [35, 33, 8], 35, [35, 33, 8]],
    ['an accepted count drops the count waiting for the opponent', ['13a', '13b'], '13b', ['13b']],
    ['logged in elsewhere drops everything', [42, 19, 35, 36], 36, [36]],
    ['asking again keeps the place', [20, 29, 20], 20, [20, 29]],
  ])('%s', (_name, opened, shown, waiting) => {
    const q = openAll(...opened);
    expect(shownOverlay(q)?.overlay ?? null).toBe(shown);
    expect(ids(q)).toEqual(waiting);
  });

  it('asking again replaces the data in place', () => {
    const q = openOverlay(openAll(54, 20), { ...req(54), seconds: 4 } as OverlayRequest, 'member');
    expect(ids(q)).toEqual([54, 20]);
    expect(q[0]).toMatchObject({ overlay: 54, seconds: 4 });
  });

  it('refuses what the role may not open, changing nothing', () => {
    const q = openAll(42);
    expect(openOverlay(q, req(7), 'guest')).toBe(q);
    expect(openOverlay(q, req(19), 'other')).toBe(q);
    expect(openOverlay(q, req(31), 'member')).toBe(q);
    expect(openOverlay(EMPTY_QUEUE, req(35), 'guest')).toBe(EMPTY_QUEUE);
    expect(ids(openOverlay(EMPTY_QUEUE, req(51), 'guest'))).toEqual([51]);
  });

  it('closing shows the next one; closing what is not there changes nothing', () => {
    const q = openAll(42, 19, 29);
    const after = closeOverlay(q, 19);
    expect(shownOverlay(after)?.overlay).toBe(29);
    expect(shownOverlay(closeOverlay(after, 29))?.overlay).toBe(42);
    expect(closeOverlay(q, 7)).toBe(q);
  });

  it('the reducer opens, closes and clears', () => {
    let q = overlayReducer(EMPTY_QUEUE, { type: 'open', request: req(10), role: 'other' });
    q = overlayReducer(q, { type: 'open', request: req(42), role: 'other' });
    expect(ids(q)).toEqual([10, 42]);
    expect(ids(overlayReducer(q, { type: 'close', slot: 10 }))).toEqual([42]);
    expect(overlayReducer(q, { type: 'clear' })).toEqual([]);
    expect(overlayReducer(EMPTY_QUEUE, { type: 'clear' })).toBe(EMPTY_QUEUE);
  });

  it('slots: a standing "request sent" and a refusal in a 10 of its own wait apart', () => {
    const sent: OverlayRequest = { overlay: 10, message: 'requestSent', slot: 'requestSent' };
    const refusal: OverlayRequest = { overlay: 10, refusal: 'REQUEST_PENDING' };
    let q = openOverlay(EMPTY_QUEUE, sent, 'member');
    q = openOverlay(q, refusal, 'member');
    expect(q).toEqual([sent, refusal]);
    // The answer came: the standing one closes by its slot, the refusal stays.
    expect(closeOverlay(q, 'requestSent')).toEqual([refusal]);
    expect(slotOf(sent)).toBe('requestSent');
    expect(slotOf(refusal)).toBe('10');
  });

  it('a draw (10 with the result) ends the game like 8 and 9: the notices about play go', () => {
    const draw: OverlayRequest = {
      overlay: 10,
      result: { overlay: 10, key: 'result.draw', side: null, margin: null },
      slot: 'result',
    };
    const sent: OverlayRequest = { overlay: 10, message: 'requestSent', slot: 'requestSent' };
    const q = openOverlay(openOverlay(openAll(29, 7), sent, 'member'), draw, 'member');
    expect(q).toEqual([draw]);
    expect(endsGame(draw)).toBe(true);
    expect(endsGame(sent)).toBe(false);
  });
});
