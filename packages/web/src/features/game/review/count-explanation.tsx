/**
 * How a counted position was reached and what it comes to: the cause (both passes, an agreed
 * count, or a count waiting for acceptance), each side's stones, surrounded points and area, the
 * dead stones, komi and the margin, with the switch that shows or hides the territory on the
 * board. Shown while the board can show the count: during play for a count waiting for
 * acceptance, and after a game that ended by a count.
 */
import { komi } from '@tengen/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../common/controls/index.ts';
import { useWords } from '../../../common/words/use-words.ts';
import { type CountedPosition, countedPositionOf, countingSeenBy } from '../board/counted-position.ts';
import { setCountTerritoryShown, useCountTerritoryShown } from '../board/territory-toggle.ts';
import { useGameSlice } from '../game-context.tsx';
import { type CountTally, countTally, type SideTally } from './count-tally.ts';

export function CountExplanation() {
  const finish = useGameSlice((s) => s.finish);
  const pending = useGameSlice(countingSeenBy);
  const moves = useGameSlice((s) => s.moves);
  const position = useGameSlice((s) => s.position);
  const size = useGameSlice((s) => s.setup.size);
  const play = useGameSlice((s) => s.play);
  const shown = useCountTerritoryShown();
  const counted = useMemo(() => countedPositionOf(finish, pending, moves), [finish, pending, moves]);
  const tally = useMemo(
    () => (counted ? countTally(counted.count, size, (v) => position.board.get(v)) : null),
    [counted, size, position],
  );
  if (!counted || !tally) return null;
  return (
    <CountExplanationView
      counted={counted}
      tally={tally}
      komi={komi(play.rangzi, play.daotiemu)}
      territoryShown={shown}
      onTerritoryShownChange={setCountTerritoryShown}
    />
  );
}

export interface CountExplanationViewProps {
  readonly counted: CountedPosition;
  readonly tally: CountTally;
  /** Hundredths of a stone, positive when black gives it. */
  readonly komi: number;
  readonly territoryShown: boolean;
  readonly onTerritoryShownChange: (on: boolean) => void;
}

export function CountExplanationView({
  counted,
  tally,
  komi: k,
  territoryShown: shown,
  onTerritoryShownChange,
}: CountExplanationViewProps) {
  const { t } = useTranslation('counting');
  const { t: tReview } = useTranslation('review');
  const words = useWords();
  const { count } = counted;
  const side = (color: 1 | 2) => tReview(color === 1 ? 'colors.black' : 'colors.white');
  const dead = tally.black.deadTaken + tally.white.deadTaken;
  const cell = (s: SideTally, part: 'stones' | 'territory') => (tally.consistent ? s[part] : '–');

  return (
    <section className="tg-count" aria-label={t('title')} data-cause={counted.cause}>
      <h2 className="tg-count__title">{t('title')}</h2>
      <p className="tg-count__cause">{t(`cause.${counted.cause}`)}</p>
      <table className="tg-count__table">
        <thead>
          <tr>
            <td />
            <th scope="col">{side(1)}</th>
            <th scope="col">{side(2)}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('table.stones')}</th>
            <td>{cell(tally.black, 'stones')}</td>
            <td>{cell(tally.white, 'stones')}</td>
          </tr>
          <tr>
            <th scope="row">{t('table.territory')}</th>
            <td>{cell(tally.black, 'territory')}</td>
            <td>{cell(tally.white, 'territory')}</td>
          </tr>
          {tally.consistent && tally.neutral > 0 ? (
            <tr>
              <th scope="row">{t('table.neutral', { count: tally.neutral })}</th>
              <td>{tally.neutral / 2}</td>
              <td>{tally.neutral / 2}</td>
            </tr>
          ) : null}
          <tr className="tg-count__area">
            <th scope="row">{t('table.area')}</th>
            <td>{tally.black.total}</td>
            <td>{tally.white.total}</td>
          </tr>
        </tbody>
      </table>
      {dead > 0 ? <p>{t('dead', { count: dead })}</p> : null}
      <p>
        {t('komi', {
          side: side(k < 0 ? 2 : 1),
          amount: words.komi(Math.abs(k)),
        })}
      </p>
      <p className="tg-count__outcome">
        {count.result === 3
          ? t('draw')
          : t('outcome', {
              side: side(count.result === 1 ? 1 : 2),
              amount: words.margin(count.winnumber),
            })}
      </p>
      <p className="tg-count__note">
        {t('rule')} {t('legend')}
      </p>
      <Switch label={t('territory')} checked={shown} onChange={onTerritoryShownChange} />
    </section>
  );
}
