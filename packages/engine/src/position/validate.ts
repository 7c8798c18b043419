import { BLACK, isOnBoard, MAX_PLAY_SIZE, MIN_SIZE, type Vertex, WHITE } from '@tengen/core';
import type { EngineRules, GamePosition } from '../types.ts';
import type { PositionError } from './position-error.ts';

const KO_RULES = ['SIMPLE', 'POSITIONAL', 'SITUATIONAL'];
const SCORING_RULES = ['AREA', 'TERRITORY'];
const TAX_RULES = ['NONE', 'SEKI', 'ALL'];
const HANDICAP_BONUS_RULES = ['0', 'N', 'N-1'];
/** KataGo refuses komi beyond this and anything not a multiple of 0.5. */
const MAX_KOMI = 1000;

function rulesError(rules: EngineRules): string | null {
  if (typeof rules !== 'object' || rules === null) return 'the rules are missing';
  if (!KO_RULES.includes(rules.ko)) return `unknown ko rule ${String(rules.ko)}`;
  if (!SCORING_RULES.includes(rules.scoring)) return `unknown scoring rule ${String(rules.scoring)}`;
  if (!TAX_RULES.includes(rules.tax)) return `unknown tax rule ${String(rules.tax)}`;
  if (typeof rules.suicide !== 'boolean') return 'the suicide rule must be true or false';
  if (typeof rules.hasButton !== 'boolean') return 'the button rule must be true or false';
  if (rules.friendlyPassOk !== undefined && typeof rules.friendlyPassOk !== 'boolean')
    return 'friendlyPassOk must be true or false';
  if (!HANDICAP_BONUS_RULES.includes(rules.whiteHandicapBonus))
    return `unknown white handicap bonus rule ${String(rules.whiteHandicapBonus)}`;
  return null;
}

export function isVertexOn(v: Vertex, size: number): boolean {
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.x) &&
    Number.isInteger(v.y) &&
    isOnBoard(v, size)
  );
}

/** Checks everything about a position except the legality of its stones and moves. */
export function positionShapeError(position: GamePosition): PositionError | null {
  const { size, komi } = position;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_PLAY_SIZE)
    return { code: 'BAD_SIZE', message: `board size ${size} is outside ${MIN_SIZE}–${MAX_PLAY_SIZE}` };
  if (!Number.isFinite(komi) || Math.abs(komi) > MAX_KOMI || !Number.isInteger(komi * 2))
    return { code: 'BAD_KOMI', message: `komi ${komi} is not a multiple of 0.5 within ±${MAX_KOMI}` };
  const rules = rulesError(position.rules);
  if (rules) return { code: 'BAD_RULES', message: rules };
  if (position.toMove !== BLACK && position.toMove !== WHITE)
    return {
      code: 'BAD_COLOR',
      message: `the side to move ${String(position.toMove)} is neither black nor white`,
    };
  const { setup, moves } = position;
  if (
    typeof setup !== 'object' ||
    setup === null ||
    !Array.isArray(setup.black) ||
    !Array.isArray(setup.white)
  )
    return { code: 'BAD_POINT', message: 'the setup must list black and white stones' };
  if (!Array.isArray(moves)) return { code: 'BAD_POINT', message: 'the moves must be a list' };
  for (const v of [...setup.black, ...setup.white]) {
    if (!isVertexOn(v, size))
      return {
        code: 'BAD_POINT',
        message: `setup stone ${JSON.stringify(v)} is off the ${size}×${size} board`,
      };
  }
  for (let i = 0; i < position.moves.length; i++) {
    const move = position.moves[i];
    if (typeof move !== 'object' || move === null)
      return { code: 'BAD_POINT', message: `move ${i + 1} is not a move`, move: i };
    if (move.color !== BLACK && move.color !== WHITE)
      return { code: 'BAD_COLOR', message: `move ${i + 1} has no colour`, move: i };
    if (move.point !== null && !isVertexOn(move.point, size))
      return { code: 'BAD_POINT', message: `move ${i + 1} is off the ${size}×${size} board`, move: i };
  }
  return null;
}
