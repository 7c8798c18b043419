import type { Stone } from '@tengen/core';
import type { ClockReading } from '@tengen/protocol';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../common/use-now.ts';
import { useWords } from '../../../common/words/use-words.ts';
import { clockCue, clockView } from '../clocks/clock-view.ts';
import { CountdownBar } from '../clocks/countdown-bar.tsx';
import { CuePlayer } from '../clocks/cue-player.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { komiTexts } from '../state/komi-texts.ts';
import { AwayLine } from './away-line.tsx';
import { mayClaim } from './away-state.ts';
import { PlayerBar } from './player-bar.tsx';
import { playerRecordOf } from './player-record.ts';
import { useAwayMarks } from './use-away.ts';
import './players-panel.css';
import { useLevelName } from '../../../common/level-name.ts';

export interface PlayersPanelProps {
  /** Byo-yomi and 11-second cues (the soundEffect setting). */
  readonly soundEffect: boolean;
  /** The energy bar for each side when the game shows one (isHp), built by another panel. */
  readonly energy?: { readonly black?: ReactNode; readonly white?: ReactNode };
}

/** Both players with their countdowns: the viewer's side at the bottom (black for spectators). */
export function PlayersPanel({ soundEffect, energy }: PlayersPanelProps) {
  const { t } = useTranslation('play');
  const levelName = useLevelName();
  const state = useGameSlice((s) => s);
  const running = state.status === 'playing' && state.finish === null;
  const live = state.finish === null;
  const away = useAwayMarks();
  const someoneAway = live && (away[1] !== null || away[2] !== null);
  const now = useNow(running || someoneAway, 200);
  const controller = useGameController();
  const play = state.play;
  const seat = state.viewer?.seat ?? 0;
  const words = useWords();
  const komi = komiTexts(words, play.rangzi, play.daotiemu);
  const cues = useRef(new CuePlayer());
  const lastReading = useRef<ClockReading | null>(null);

  const own = seat !== 0 ? clockView(state, seat, now) : null;
  useEffect(() => {
    if (!own?.running) {
      lastReading.current = null;
      return;
    }
    const cue = lastReading.current ? clockCue(lastReading.current, own) : null;
    lastReading.current = own;
    if (cue && soundEffect) cues.current.play(cue);
  });

  const side = (color: Stone) => {
    const black = color === 1;
    const name = black ? play.blackneiname || play.busername : play.whiteneiname || play.wusername;
    const username = black ? play.busername : play.wusername;
    const mark = live ? away[color] : null;
    const claimable = mayClaim(away, color, now, { seat, nextColor: state.nextColor, live: running });
    return (
      <div className="tg-players-panel__side" key={color}>
        <PlayerBar
          color={color}
          name={name}
          profilePath={`/u/${encodeURIComponent(username)}/`}
          profileElsewhere={live}
          away={
            mark && (
              <AwayLine
                name={name}
                mark={mark}
                now={now}
                onClaim={claimable ? () => controller.send({ cmd: 'claim_win' }) : undefined}
              />
            )
          }
          level={levelName(black ? play.blacklevelname : play.whitelevelname)}
          avatar={black ? play.blackhead : play.whitehead}
          record={playerRecordOf(state.users, username, black ? play.black_info : play.white_info)}
          isWinner={state.finish?.winner === color}
          isViewer={seat === color}
          time={{
            minutes: play.timecount,
            seconds: play.dumiao,
            periods: play.ducount,
            think: play.stepthink,
          }}
          komi={black ? komi.black : komi.white}
          handicap={play.rangzi}
          energy={black ? energy?.black : energy?.white}
        />
        <CountdownBar
          color={color}
          clock={clockView(state, color, now)}
          captures={black ? state.position.captures.black : state.position.captures.white}
        />
      </div>
    );
  };
  const bottom: Stone = seat === 2 ? 2 : 1;
  const top: Stone = bottom === 1 ? 2 : 1;
  return (
    <section className="tg-players-panel" aria-label={t('page.players')}>
      {side(top)}
      {side(bottom)}
    </section>
  );
}
