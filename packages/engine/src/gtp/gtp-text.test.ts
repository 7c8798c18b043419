import { describe, expect, it } from 'vitest';
import { PASS_POINT } from '../position/pass-point.ts';
import { formatCppDouble } from './gtp-number.ts';
import { formatGtpRules, parseGtpRules } from './gtp-rules.ts';
import { moveSeconds } from './gtp-time.ts';
import { formatGtpVertex, parseGtpVertex } from './gtp-vertex.ts';

describe('GTP text', () => {
  it('writes numbers as C++ streams do', () => {
    expect(formatCppDouble(0.5)).toBe('0.5');
    expect(formatCppDouble(0.123456789)).toBe('0.123457');
    expect(formatCppDouble(-12.5)).toBe('-12.5');
    expect(formatCppDouble(1234567)).toBe('1.23457e+06');
    expect(formatCppDouble(0.00001234)).toBe('1.234e-05');
    expect(formatCppDouble(100)).toBe('100');
    expect(formatCppDouble(0)).toBe('0');
  });

  it('reads and writes vertices, skipping I', () => {
    expect(parseGtpVertex('A19', 19)).toBe(0);
    expect(parseGtpVertex('j1', 19)).toBe(18 * 19 + 8);
    expect(parseGtpVertex('PASS', 9)).toBe(PASS_POINT);
    expect(parseGtpVertex('I5', 9)).toBeNull();
    expect(parseGtpVertex('K5', 9)).toBeNull();
    expect(parseGtpVertex('A10', 9)).toBeNull();
    expect(formatGtpVertex(18 * 19 + 8, 19)).toBe('J1');
    expect(formatGtpVertex(PASS_POINT, 19)).toBe('pass');
  });

  it("reads KataGo's rule names and JSON", () => {
    expect(parseGtpRules('Japanese').rules).toMatchObject({
      scoring: 'TERRITORY',
      tax: 'SEKI',
      ko: 'SIMPLE',
    });
    expect(parseGtpRules('tromp-taylor').rules).toMatchObject({ ko: 'POSITIONAL', suicide: true });
    expect(parseGtpRules('new_zealand').rules).toMatchObject({ ko: 'SITUATIONAL', suicide: true });
    const json = parseGtpRules('{"ko":"SIMPLE","scoring":"TERRITORY","komi":6.5}');
    expect(json.komi).toBe(6.5);
    expect(json.rules).toMatchObject({ ko: 'SIMPLE', scoring: 'TERRITORY', tax: 'NONE', suicide: true });
    expect(() => parseGtpRules('{"ko":"SOMETIMES"}')).toThrow('Unknown ko rule: SOMETIMES');
    expect(() => parseGtpRules('{"colour":"red"}')).toThrow('Unknown rules option: colour');
    expect(() => parseGtpRules('{nope')).toThrow("Unknown rules '{nope'");
    expect(formatGtpRules(parseGtpRules('aga').rules)).toBe(
      '{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"}',
    );
  });

  it('shares the clock out over the moves left', () => {
    expect(moveSeconds({ main: 0, byoYomi: 0, stones: 0 }, undefined, 19, 0)).toBeNull();
    expect(moveSeconds({ main: 600, byoYomi: 30, stones: 0 }, undefined, 19, 0)).toBeNull();
    // main time: 600 s over max(20, (361 × 0.6 − 0) / 2) ≈ 108 moves, plus 70% of 30 s / 5
    expect(moveSeconds({ main: 600, byoYomi: 30, stones: 5 }, undefined, 19, 0)).toBeCloseTo(
      600 / 108.3 + 4.2,
      6,
    );
    // byo-yomi: 80% of the time per stone left, less 0.2 s
    expect(
      moveSeconds({ main: 600, byoYomi: 30, stones: 5 }, { seconds: 20, stones: 4 }, 19, 150),
    ).toBeCloseTo(3.8, 6);
  });
});
