import { describe, expect, it } from 'vitest';
import { confirmsMoves, pointSpacing } from './move-confirm.ts';

const phone19 = {
  chosen: undefined,
  siteDefault: false,
  coarsePointer: true,
  boardPixels: 382,
  boardSize: 19,
};

describe('move confirmation by default', () => {
  it('is on for a touch board whose points are close (19×19 on a phone, about 19 px)', () => {
    expect(Math.round(pointSpacing(382, 19))).toBe(19);
    expect(confirmsMoves(phone19)).toBe(true);
    expect(confirmsMoves({ ...phone19, boardSize: 13 })).toBe(true);
  });

  it('is the site default where points are far enough apart or the pointer is fine', () => {
    expect(confirmsMoves({ ...phone19, boardSize: 9 })).toBe(false);
    expect(confirmsMoves({ ...phone19, coarsePointer: false })).toBe(false);
    expect(confirmsMoves({ ...phone19, coarsePointer: false, siteDefault: true })).toBe(true);
    expect(confirmsMoves({ ...phone19, boardPixels: 796 })).toBe(false);
  });

  it('gives way to the viewer own setting, either way', () => {
    expect(confirmsMoves({ ...phone19, chosen: false })).toBe(false);
    expect(confirmsMoves({ ...phone19, boardSize: 9, chosen: true })).toBe(true);
    expect(confirmsMoves({ ...phone19, coarsePointer: false, chosen: true })).toBe(true);
  });
});
