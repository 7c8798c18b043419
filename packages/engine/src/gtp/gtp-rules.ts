import type { EngineRules } from '../types.ts';

const TROMP_TAYLOR: EngineRules = {
  ko: 'POSITIONAL',
  scoring: 'AREA',
  tax: 'NONE',
  suicide: true,
  hasButton: false,
  whiteHandicapBonus: '0',
  friendlyPassOk: false,
};

type Named = Omit<EngineRules, 'friendlyPassOk'> & { friendlyPassOk: boolean };

/** KataGo's short rule names (rules.cpp parseRulesHelper), spellings folded. */
const NAMED: Record<string, Named> = {
  japanese: {
    ko: 'SIMPLE',
    scoring: 'TERRITORY',
    tax: 'SEKI',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: false,
  },
  korean: {
    ko: 'SIMPLE',
    scoring: 'TERRITORY',
    tax: 'SEKI',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: false,
  },
  chinese: {
    ko: 'SIMPLE',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: 'N',
    friendlyPassOk: true,
  },
  chineseogs: {
    ko: 'POSITIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: 'N',
    friendlyPassOk: true,
  },
  chinesekgs: {
    ko: 'POSITIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: 'N',
    friendlyPassOk: true,
  },
  ancientarea: {
    ko: 'SIMPLE',
    scoring: 'AREA',
    tax: 'ALL',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: true,
  },
  stonescoring: {
    ko: 'SIMPLE',
    scoring: 'AREA',
    tax: 'ALL',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: true,
  },
  ancientterritory: {
    ko: 'SIMPLE',
    scoring: 'TERRITORY',
    tax: 'ALL',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: false,
  },
  agabutton: {
    ko: 'SITUATIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: false,
    hasButton: true,
    whiteHandicapBonus: 'N-1',
    friendlyPassOk: true,
  },
  aga: {
    ko: 'SITUATIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: 'N-1',
    friendlyPassOk: true,
  },
  bga: {
    ko: 'SITUATIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: 'N-1',
    friendlyPassOk: true,
  },
  french: {
    ko: 'SITUATIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: false,
    hasButton: false,
    whiteHandicapBonus: 'N-1',
    friendlyPassOk: true,
  },
  nz: {
    ko: 'SITUATIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: true,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: true,
  },
  newzealand: {
    ko: 'SITUATIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: true,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: true,
  },
  tromptaylor: { ...TROMP_TAYLOR, friendlyPassOk: false },
  goe: {
    ko: 'POSITIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: true,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: true,
  },
  ing: {
    ko: 'POSITIONAL',
    scoring: 'AREA',
    tax: 'NONE',
    suicide: true,
    hasButton: false,
    whiteHandicapBonus: '0',
    friendlyPassOk: true,
  },
};

export const DEFAULT_GTP_RULES: EngineRules = TROMP_TAYLOR;

const KO = ['SIMPLE', 'POSITIONAL', 'SITUATIONAL'] as const;
const SCORING = ['AREA', 'TERRITORY'] as const;
const TAX = ['NONE', 'SEKI', 'ALL'] as const;
const BONUS = ['0', 'N', 'N-1'] as const;

function oneOf<T extends string>(list: readonly T[], value: unknown, key: string): T {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  // KataGo's spellings: "SPIGHT" is situational, "SIMPLE"/"POSITIONAL"/"SITUATIONAL" as written
  const found = list.find((x) => x === v || (x === 'SITUATIONAL' && v === 'SPIGHT'));
  if (!found) throw new Error(`Unknown ${key} rule: ${String(value)}`);
  return found;
}

function bool(value: unknown, key: string): boolean {
  if (typeof value === 'boolean') return value;
  throw new Error(`${key} must be true or false`);
}

/**
 * `kata-set-rules` text: a short name (tromp-taylor, chinese, japanese, aga, …) or KataGo's JSON
 * form ({"ko":"POSITIONAL","scoring":"AREA",…}, unnamed keys as Tromp–Taylor). Throws an Error
 * with KataGo's message on anything else. `komi` in the JSON comes back apart.
 */
export function parseGtpRules(text: string): { rules: EngineRules; komi?: number } {
  const t = text.trim();
  if (t.startsWith('{')) {
    let input: unknown;
    try {
      input = JSON.parse(t);
    } catch {
      throw new Error(`Unknown rules '${t}'`);
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      throw new Error(`Unknown rules '${t}'`);
    let rules: Named = { ...TROMP_TAYLOR, friendlyPassOk: false };
    let komi: number | undefined;
    for (const [key, value] of Object.entries(input)) {
      if (key === 'ko') rules = { ...rules, ko: oneOf(KO, value, key) };
      else if (key === 'scoring' || key === 'score')
        rules = { ...rules, scoring: oneOf(SCORING, value, key) };
      else if (key === 'tax') rules = { ...rules, tax: oneOf(TAX, value, key) };
      else if (key === 'suicide') rules = { ...rules, suicide: bool(value, key) };
      else if (key === 'hasButton') rules = { ...rules, hasButton: bool(value, key) };
      else if (key === 'whiteHandicapBonus')
        rules = { ...rules, whiteHandicapBonus: oneOf(BONUS, value, key) };
      else if (key === 'friendlyPassOk') rules = { ...rules, friendlyPassOk: bool(value, key) };
      else if (
        key === 'komi' &&
        typeof value === 'number' &&
        Number.isInteger(value * 2) &&
        Math.abs(value) <= 150
      )
        komi = value;
      else throw new Error(`Unknown rules option: ${key}`);
    }
    return komi === undefined ? { rules } : { rules, komi };
  }
  const named = NAMED[t.toLowerCase().replace(/[-_ ]/g, '')];
  if (!named) throw new Error(`Unknown rules '${t}'`);
  return { rules: named };
}

/** KataGo's `kata-get-rules` answer: the rules as JSON, keys in alphabetical order as its JSON library writes them. */
export function formatGtpRules(rules: EngineRules): string {
  return JSON.stringify({
    friendlyPassOk: rules.friendlyPassOk === true,
    hasButton: rules.hasButton,
    ko: rules.ko,
    scoring: rules.scoring,
    suicide: rules.suicide,
    tax: rules.tax,
    whiteHandicapBonus: rules.whiteHandicapBonus,
  });
}
