import { BLACK, type Stone, WHITE } from '@tengen/core';
import { PASS_POINT } from '../position/pass-point.ts';

/** GTP's column letters: A to Z without I. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** A GTP vertex ("D4", "pass") as y * size + x (y from the top) or PASS_POINT; null if it is none. */
export function parseGtpVertex(text: string, size: number): number | null {
  const t = text.trim().toUpperCase();
  if (t === 'PASS') return PASS_POINT;
  const match = /^([A-HJ-Z])(\d{1,2})$/.exec(t);
  if (!match) return null;
  const x = COLUMNS.indexOf(match[1] as string);
  const row = Number(match[2]);
  if (x < 0 || x >= size || row < 1 || row > size) return null;
  return (size - row) * size + x;
}

export function formatGtpVertex(point: number, size: number): string {
  if (point === PASS_POINT) return 'pass';
  const x = point % size;
  const y = Math.floor(point / size);
  return `${COLUMNS[x]}${size - y}`;
}

export function parseGtpColor(text: string | undefined): Stone | null {
  const t = (text ?? '').toLowerCase();
  if (t === 'b' || t === 'black') return BLACK;
  if (t === 'w' || t === 'white') return WHITE;
  return null;
}
