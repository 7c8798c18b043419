/** The game details window's content (41): players, board, time control, handicap, komi, move choices. */
import { komiText } from '@tengen/core';
import type { PlayInfo } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { useLevelName } from '../../../common/level-name.ts';
import { useWords } from '../../../common/words/use-words.ts';

export interface GameDetailsData {
  /** '' for a free game. */
  readonly gameName: string;
  /** A ranked free game (a level challenge's): named "Ranked game". */
  readonly ranked?: boolean;
  readonly boardSize: number;
  readonly black: { readonly name: string; readonly level: string };
  readonly white: { readonly name: string; readonly level: string };
  readonly basicMinutes: number;
  /** 0: fixed time, no byo-yomi. */
  readonly byoyomiSeconds: number;
  readonly byoyomiPeriods: number;
  /** 0: no limit per move. */
  readonly thinkLimitSeconds: number;
  readonly handicap: number;
  /** The play info's `daotiemu`, hundredths of a stone. */
  readonly daotiemu: number;
  /** The move-choice panel is on (`stepselect`); absent: off. */
  readonly stepSelect?: boolean;
}

export function detailsFromPlayInfo(info: PlayInfo): GameDetailsData {
  return {
    gameName: info.gameid > 0 ? info.gamename : '',
    ranked: info.ranked,
    boardSize: info.lu,
    black: { name: info.blackneiname || info.busername, level: info.blacklevelname },
    white: { name: info.whiteneiname || info.wusername, level: info.whitelevelname },
    basicMinutes: info.timecount,
    byoyomiSeconds: info.dumiao,
    byoyomiPeriods: info.ducount,
    thinkLimitSeconds: info.stepthink,
    handicap: info.rangzi,
    daotiemu: info.daotiemu,
    stepSelect: info.stepselect,
  };
}

export function GameDetails({ details }: { readonly details: GameDetailsData }) {
  const { t } = useTranslation('overlays');
  const words = useWords();
  const { t: tRating } = useTranslation('rating');
  const { t: tChoices } = useTranslation('choices');
  const levelName = useLevelName();
  const komi = komiText(details.handicap, details.daotiemu);
  const komiAmount = words.komi(komi.stones * 100 + komi.quarters * 25);
  const rows: [string, string][] = [
    [t('details.game'), details.gameName || (details.ranked ? tRating('rankedGame') : t('details.freeGame'))],
    [t('details.board'), t('details.boardSize', { size: details.boardSize })],
    [t('details.black'), `${details.black.name} ${levelName(details.black.level)}`.trim()],
    [t('details.white'), `${details.white.name} ${levelName(details.white.level)}`.trim()],
    [t('details.basicTime'), t('details.minutes', { count: details.basicMinutes })],
    [
      t('details.byoyomi'),
      details.byoyomiSeconds > 0
        ? t('details.byoyomiValue', { seconds: details.byoyomiSeconds, count: details.byoyomiPeriods })
        : t('details.noByoyomi'),
    ],
    [
      t('details.thinkLimit'),
      details.thinkLimitSeconds > 0
        ? t('details.seconds', { count: details.thinkLimitSeconds })
        : t('details.none'),
    ],
    [t('details.handicap'), details.handicap > 0 ? String(details.handicap) : t('details.none')],
    [t('details.komi'), t('details.komiValue', { side: t(`colors.${komi.side}`), amount: komiAmount })],
  ];
  if (details.stepSelect) rows.push([tChoices('gameOption.label'), tChoices('gameOption.on')]);
  return (
    <dl className="tg-overlay-details">
      {rows.map(([term, value]) => (
        <div key={term} className="tg-overlay-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
