import { describe, expect, it } from 'vitest';
import type { AreaScore } from './area.ts';
import { countScore, komi, komiText, roundToQuarter } from './count-score.ts';

/** An area count with only the totals countScore reads. */
function areas(black: number, white: number, neutral: number): AreaScore {
  const side = (area: number) => ({ stones: area, territory: 0, area });
  return { black: side(black), white: side(white), neutral, ownership: new Int8Array(0) };
}

describe('komi', () => {
  it.each([
    { name: 'even game: black gives 3¾ stones', handicap: 0, komiShift: 0, komi: 375 },
    { name: 'handicap game: black gives a quarter stone', handicap: 2, komiShift: 0, komi: 25 },
    { name: 'reverse komi: white gives komiShift + 25', handicap: 0, komiShift: 50, komi: -75 },
    { name: 'reverse komi wins over handicap', handicap: 3, komiShift: 50, komi: -75 },
    { name: 'a non-positive komiShift is ignored', handicap: 0, komiShift: -5, komi: 375 },
  ])('$name', (row) => {
    expect(komi(row.handicap, row.komiShift)).toBe(row.komi);
  });
});

describe('komiText', () => {
  it.each([
    { handicap: 0, komiShift: 0, text: { side: 'black', stones: 3, quarters: 3 } },
    { handicap: 4, komiShift: 0, text: { side: 'black', stones: 0, quarters: 1 } },
    { handicap: 0, komiShift: 50, text: { side: 'white', stones: 0, quarters: 3 } },
    { handicap: 0, komiShift: 75, text: { side: 'white', stones: 1, quarters: 0 } },
    { handicap: 0, komiShift: 150, text: { side: 'white', stones: 1, quarters: 3 } },
  ])('handicap $handicap, komiShift $komiShift', (row) => {
    expect(komiText(row.handicap, row.komiShift)).toEqual(row.text);
  });
});

describe('countScore', () => {
  it.each([
    {
      name: '19×19, 185 to 176, no handicap: black by ¾ stone',
      area: areas(185, 176, 0),
      opts: { size: 19, handicap: 0, komiShift: 0 },
      score: { winner: 'black', margin: 75, black: 18500, white: 17600 },
    },
    {
      name: 'the same count in a handicap game: komi is a quarter stone',
      area: areas(185, 176, 0),
      opts: { size: 19, handicap: 2, komiShift: 0 },
      score: { winner: 'black', margin: 425, black: 18500, white: 17600 },
    },
    {
      name: 'the same count with komiShift 50: white gives ¾ stone',
      area: areas(185, 176, 0),
      opts: { size: 19, handicap: 0, komiShift: 50 },
      score: { winner: 'black', margin: 525, black: 18500, white: 17600 },
    },
    {
      name: '180 to 181: white wins',
      area: areas(180, 181, 0),
      opts: { size: 19, handicap: 0, komiShift: 0 },
      score: { winner: 'white', margin: 425, black: 18000, white: 18100 },
    },
    {
      name: 'neutral points are split half and half',
      area: areas(180, 179, 2),
      opts: { size: 19, handicap: 0, komiShift: 0 },
      score: { winner: 'white', margin: 325, black: 18100, white: 18000 },
    },
    {
      name: 'an exact draw needs an unusual komiShift',
      area: areas(178, 183, 0),
      opts: { size: 19, handicap: 0, komiShift: 225 },
      score: { winner: 'draw', margin: 0, black: 17800, white: 18300 },
    },
    {
      name: '9×9, 41 to 40: white wins by 3¼ stones',
      area: areas(41, 40, 0),
      opts: { size: 9, handicap: 0, komiShift: 0 },
      score: { winner: 'white', margin: 325, black: 4100, white: 4000 },
    },
  ])('$name', ({ area, opts, score }) => {
    const result = countScore(area, opts);
    expect(result).toEqual(score);
    expect(result.black + result.white).toBe(opts.size * opts.size * 100);
  });
});

describe('roundToQuarter', () => {
  it.each([
    [0, 0],
    [12, 0],
    [12.5, 25],
    [13, 25],
    [25, 25],
    [37.4, 25],
    [37.5, 50],
    [62.5, 75],
    [75, 75],
    [87.5, 100],
    [449.9, 450],
    [-12, 0],
    [-12.5, -25],
    [-37.5, -50],
    [-75, -75],
  ])('%d → %d', (hundredths, quarter) => {
    expect(roundToQuarter(hundredths)).toBe(quarter);
  });

  it('never answers -0', () => {
    expect(Object.is(roundToQuarter(-3), 0)).toBe(true);
  });
});
