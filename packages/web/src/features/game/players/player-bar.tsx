import type { Stone } from '@tengen/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../common/router/link.tsx';
import './player-bar.css';

export interface PlayerBarProps {
  readonly color: Stone;
  readonly name: string;
  readonly level: string;
  readonly avatar: string;
  readonly record: { readonly win: number; readonly fail: number };
  readonly isWinner: boolean;
  readonly isViewer: boolean;
  /** Basic minutes, byo-yomi seconds and periods, think limit seconds (0 none). */
  readonly time: {
    readonly minutes: number;
    readonly seconds: number;
    readonly periods: number;
    readonly think: number;
  };
  /** The stones this side gives (komi text), with quarter fractions. */
  readonly komi: string;
  readonly handicap: number;
  /** The optional win-rate energy bar (isHp mode), built elsewhere. */
  readonly energy?: ReactNode;
  /** The player's profile page; the name links to it. */
  readonly profilePath: string;
  /** Opens the profile in a new tab (during a live game, so a player does not leave it). */
  readonly profileElsewhere?: boolean;
  /** Whether the player is away, and the claim against them (players/away-line.tsx). */
  readonly away?: ReactNode;
}

/** One player: avatar, name, level, win marker, time control, komi and handicap. */
export function PlayerBar(p: PlayerBarProps) {
  const { t } = useTranslation('play');
  const { t: tp } = useTranslation('presence');
  const side = p.color === 1 ? t('player.black') : t('player.white');
  return (
    <section
      className={`tg-player-bar tg-player-bar--${p.color === 1 ? 'black' : 'white'}`}
      aria-label={side}
    >
      <div className="tg-player-bar__avatar">
        {p.avatar ? <img src={p.avatar} alt="" width={40} height={40} /> : <span aria-hidden="true" />}
        <span className="tg-player-bar__stone" aria-hidden="true" />
      </div>
      <div className="tg-player-bar__who">
        <div className="tg-player-bar__name">
          <Link
            to={p.profilePath}
            className="tg-player-bar__profile"
            title={tp('profile', { name: p.name })}
            {...(p.profileElsewhere ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {p.name}
          </Link>
          {p.isViewer && <span className="tg-player-bar__tag">{t('player.you')}</span>}
          {p.isWinner && <span className="tg-player-bar__win">{t('player.winner')}</span>}
        </div>
        <div className="tg-player-bar__meta">
          <span>{p.level}</span>
          <span>{t('player.record', { win: p.record.win, fail: p.record.fail })}</span>
        </div>
        <div className="tg-player-bar__meta">
          <span>{t('time.basic', { minutes: p.time.minutes })}</span>
          <span>
            {p.time.seconds > 0
              ? t('time.byoyomi', { seconds: p.time.seconds, count: p.time.periods })
              : t('time.fixed')}
          </span>
          {p.time.think > 0 && <span>{t('time.thinkLimit', { seconds: p.time.think })}</span>}
          <span>
            {p.color === 1
              ? t('player.blackGives', { stones: p.komi })
              : t('player.whiteGives', { stones: p.komi })}
          </span>
          {p.handicap > 0 && p.color === 1 && <span>{t('player.handicap', { count: p.handicap })}</span>}
        </div>
        {p.away}
        {p.energy && <div className="tg-player-bar__energy">{p.energy}</div>}
      </div>
    </section>
  );
}
