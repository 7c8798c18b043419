/** A finished game's result in words: who won and how (seed 000 section 3, result codes). */

import type { PlayListRow } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import { formatHundredths } from './quarter-stones.ts';

export function resultText(
  row: Pick<PlayListRow, 'result' | 'wintype' | 'winnumber'>,
  t: TFunction<['pages', 'common']>,
): string {
  if (row.result === 0 || row.wintype === 0) return t('pages:result.inProgress');
  if (row.result === 3) return t('pages:result.draw');
  const color = row.result === 1 ? t('common:colors.black') : t('common:colors.white');
  switch (row.wintype) {
    case 1:
      return t('pages:result.resignation', { color });
    case 2: {
      const margin = t('pages:result.stones', {
        count: row.winnumber / 100,
        amount: formatHundredths(row.winnumber),
      });
      return t('pages:result.points', { color, margin });
    }
    case 3:
      return t('pages:result.timeout', { color });
    case 4:
      return t('pages:result.abstention', { color });
    case 5:
      return t('pages:result.referee', { color });
  }
}
