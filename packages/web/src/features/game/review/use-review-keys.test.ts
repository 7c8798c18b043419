import { describe, expect, it } from 'vitest';
import { reviewActionForKey } from './use-review-keys.ts';

describe('review keys', () => {
  it('steps with the arrows, Home, End and the page keys', () => {
    expect(reviewActionForKey('ArrowLeft', null)).toEqual({ type: 'back', by: 1 });
    expect(reviewActionForKey('ArrowRight', null)).toEqual({ type: 'forward', by: 1 });
    expect(reviewActionForKey('Home', null)).toEqual({ type: 'toStart' });
    expect(reviewActionForKey('End', null)).toEqual({ type: 'toEnd' });
    expect(reviewActionForKey('PageDown', null)).toEqual({ type: 'forward', by: 5 });
    expect(reviewActionForKey('a', null)).toBeNull();
  });

  it('leaves keys typed into a field alone', () => {
    expect(reviewActionForKey('ArrowLeft', { tagName: 'INPUT' } as unknown as EventTarget)).toBeNull();
    expect(reviewActionForKey('ArrowLeft', { tagName: 'DIV' } as unknown as EventTarget)).not.toBeNull();
  });
});
