import { describe, expect, it } from 'vitest';
import { initialSharedState, sharedReducer, updateUserList, windowResize } from './shared-slice.ts';

describe('shared slice', () => {
  it('starts landscape, 0 by 0, with no users', () => {
    expect(sharedReducer(undefined, { type: '@@INIT' })).toEqual({
      Orientation: 'landscape',
      W: 0,
      H: 0,
      userList: [],
    });
  });

  it('a window resize sets Orientation, W and H', () => {
    expect(sharedReducer(initialSharedState, windowResize(400, 800))).toEqual({
      Orientation: 'portrait',
      W: 400,
      H: 800,
      userList: [],
    });
  });

  it('an update replaces the user list; anything else changes nothing', () => {
    const s = sharedReducer(initialSharedState, updateUserList([{ id: 1 }]));
    expect(s.userList).toEqual([{ id: 1 }]);
    expect(sharedReducer(s, { type: 'OTHER' })).toBe(s);
  });
});
