import { OVERLAYS, type OverlayId, type Role } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { ariaRole, canOpen, closesOnEscape, OVERLAY_RULES } from './overlay-rules.ts';

const ROLES: readonly Role[] = ['guest', 'other', 'member', 'judge'];

// Each row: overlay, then whether guest, other, member, judge may open it.
const TABLE: readonly [OverlayId, boolean, boolean, boolean, boolean][] = [
  [7, false, false, true, false],
  [8, false, true, true, true],
  [9, false, true, true, true],
  [10, false, true, true, true],
  [11, false, false, true, false],
  ['13a', false, false, true, false],
  ['13b', false, true, true, true],
  [14, false, true, true, true],
  [18, false, false, true, false],
  [19, false, false, true, false],
  [20, false, false, true, false],
  [21, false, false, true, false],
  [22, false, false, true, false],
  [27, false, false, true, false],
  [28, false, false, true, false],
  [29, false, false, true, false],
  [31, false, false, false, true],
  [32, false, false, true, false],
  [33, false, true, true, true],
  [35, false, true, true, true],
  [36, false, true, true, true],
  [41, false, true, true, true],
  [42, false, true, true, true],
  [45, false, true, true, true],
  [46, false, true, true, true],
  [51, true, true, true, true],
  [52, false, true, true, true],
  [53, false, false, true, false],
  [54, false, false, true, false],
];

describe('canOpen', () => {
  it('covers every overlay of the seed', () => {
    expect(TABLE.map((row) => row[0]).sort()).toEqual([...Object.values(OVERLAYS)].sort());
    expect(OVERLAY_RULES.size).toBe(TABLE.length);
  });

  it.each(TABLE)('overlay %s: guest %s, other %s, member %s, judge %s', (overlay, ...allowed) => {
    ROLES.forEach((role, i) => {
      expect(canOpen(overlay, role), `${String(overlay)} for ${role}`).toBe(allowed[i]);
    });
  });
});

describe('closing and aria roles', () => {
  it.each([
    [7, true, 'dialog'],
    [19, false, 'alertdialog'],
    [21, false, 'alertdialog'],
    [28, false, 'alertdialog'],
    [54, false, 'alertdialog'],
    [35, false, 'alertdialog'],
    [36, false, 'alertdialog'],
    [31, true, 'dialog'],
    [46, true, 'dialog'],
    [10, true, 'dialog'],
  ] as const)('overlay %s: escape closes %s, role %s', (overlay, escapes, role) => {
    expect(closesOnEscape(overlay)).toBe(escapes);
    expect(ariaRole(overlay)).toBe(role);
  });
});
