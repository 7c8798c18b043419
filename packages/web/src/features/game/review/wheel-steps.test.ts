import { describe, expect, it } from 'vitest';
import { type WheelInput, wheelStep } from './wheel-steps.ts';

/** Feeds events in order from nothing carried; gives the steps taken and what is left. */
function feed(events: readonly WheelInput[]): { steps: number[]; carried: number } {
  let carried = 0;
  const steps: number[] = [];
  for (const event of events) {
    const out = wheelStep(carried, event);
    carried = out.carried;
    if (out.step !== 0) steps.push(out.step);
  }
  return { steps, carried };
}

const px = (deltaY: number): WheelInput => ({ deltaY, deltaMode: 0 });
const lines = (deltaY: number): WheelInput => ({ deltaY, deltaMode: 1 });

describe('wheelStep', () => {
  it.each<[string, WheelInput[], number[], number]>([
    ['one mouse notch in pixels', [px(100)], [1], 0],
    ['a big notch is still one step', [px(360)], [1], 0],
    ['one notch up', [px(-120)], [-1], 0],
    ['Firefox lines: three lines are one notch', [lines(3)], [1], 0],
    ['pages', [{ deltaY: -1, deltaMode: 2 }], [-1], 0],
    ['three notches', [px(100), px(100), px(100)], [1, 1, 1], 0],
    ['trackpad deltas add up to one notch', [px(10), px(15), px(20), px(10)], [1], 5],
    ['trackpad deltas below a notch do nothing yet', [px(10), px(20)], [], 30],
    ['turning back throws the gathered pixels away', [px(40), px(-10), px(-45)], [-1], -5],
    ['a sideways scroll does nothing', [px(0)], [], 0],
    ['a mouse notch after trackpad crumbs steps once and forgets them', [px(30), px(100)], [1], 0],
  ])('%s', (_name, events, steps, carried) => {
    expect(feed(events)).toEqual({ steps, carried });
  });
});
