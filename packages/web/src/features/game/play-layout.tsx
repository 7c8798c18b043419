import type { CSSProperties, ReactNode } from 'react';
import type { LayoutMode } from './layout-mode.ts';
import './play-layout.css';

/** Where other panels go; each slot is empty until its panel is wired. */
export type PlaySlot =
  | 'toolbar'
  | 'reviewNav'
  | 'reviewControls'
  | 'chat'
  | 'users'
  | 'researchWindow'
  | 'overlays';

export interface PlayLayoutProps {
  readonly mode: LayoutMode;
  /** The board's side in CSS pixels: on phones and tablets the review's navigation stays right under it. */
  readonly boardSize?: number;
  /** The site's header (the way to the game room, records, profile, language), above the page. */
  readonly siteHeader?: ReactNode;
  readonly header: ReactNode;
  readonly board: ReactNode;
  readonly players: ReactNode;
  readonly status: ReactNode;
  readonly controls: ReactNode;
  /** Requests to answer, notices, the link's state. */
  readonly messages: ReactNode;
  readonly slots?: Partial<Record<PlaySlot, ReactNode>>;
}

/**
 * The game page's layout, no logic: the site's header on top, then on phones one column
 * (players, board, controls, then the rest); on tablets the same with more room; on desktops the
 * board beside a side column, which starts with the round header so that the board starts right
 * under the site's header; on wide desktops a third column for the chat. In review the step
 * buttons (`reviewNav`) are always in view with the board: under it on phones and tablets, both
 * staying at the top while the rest scrolls; on desktops at the top of the side column, the page
 * fitting the window and the column below them scrolling on its own (play-layout.css).
 */
export function PlayLayout(p: PlayLayoutProps) {
  const slot = (name: PlaySlot) => (
    <div className={`tg-play-page__slot tg-play-page__slot--${name}`} data-slot={name}>
      {p.slots?.[name]}
    </div>
  );
  return (
    <>
      {p.siteHeader}
      <main
        id="main"
        className={`tg-play-page tg-play-page--${p.mode}`}
        style={p.boardSize ? ({ '--tg-board-side': `${p.boardSize}px` } as CSSProperties) : undefined}
      >
        <div className="tg-play-page__header">{p.header}</div>
        <div className="tg-play-page__players">{p.players}</div>
        <div className="tg-play-page__board">{p.board}</div>
        {slot('reviewNav')}
        <div className="tg-play-page__side">
          {p.status}
          {p.messages}
          {p.controls}
          {slot('reviewControls')}
          {slot('users')}
          {p.mode !== 'wide' && slot('chat')}
        </div>
        {p.mode === 'wide' && <div className="tg-play-page__chat">{slot('chat')}</div>}
        {slot('toolbar')}
        {slot('researchWindow')}
        {slot('overlays')}
      </main>
    </>
  );
}
