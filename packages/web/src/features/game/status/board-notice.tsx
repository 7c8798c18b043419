/**
 * A short notice over the board for what happens on it without a window: a pass ("White
 * passed", for the players and anyone watching) and a move that may not be played ("Ko: you
 * cannot retake at once.", "It is not your turn.", the server's refusal of a move). Each shows
 * for a few seconds, the newer replacing the older, with its sound when the viewer's sound
 * effects are on. The status line says the pass too, for as long as it is the last move.
 */
import type { SocketErrorCode } from '@tengen/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../common/settings/settings.ts';
import { gameCues } from '../clocks/cue-player.ts';
import { useGameSlice } from '../game-context.tsx';
import { colorOfMove } from '../state/live-position.ts';
import './board-notice.css';

/** How long each notice shows, ms. */
export const PASS_NOTICE_MS = 3_000;
export const REFUSAL_NOTICE_MS = 4_000;

type Notice =
  | { readonly kind: 'pass'; readonly color: 1 | 2; readonly id: number }
  | { readonly kind: 'refused'; readonly code: SocketErrorCode; readonly id: number };

export function BoardNotice() {
  const { t } = useTranslation(['play', 'errors']);
  const [settings] = useSettings();
  const moves = useGameSlice((s) => s.moves);
  const synced = useGameSlice((s) => s.synced);
  const setup = useGameSlice((s) => s.setup);
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const refused = useGameSlice((s) => s.refusedMove);
  const [notice, setNotice] = useState<Notice | null>(null);
  const sound = useRef(settings.soundEffect);
  sound.current = settings.soundEffect;

  // A pass that arrives while the page follows the game (not one in the state it joined with).
  const seen = useRef({ synced, length: moves.length });
  useEffect(() => {
    const before = seen.current;
    seen.current = { synced, length: moves.length };
    const arrived = before.synced && synced && moves.length === before.length + 1;
    if (!arrived || moves[moves.length - 1] !== 'tt') return;
    setNotice({ kind: 'pass', color: colorOfMove(setup, moves.length), id: moves.length });
    if (sound.current) gameCues().play('pass');
  }, [moves, synced, setup]);

  useEffect(() => {
    if (!refused) return;
    setNotice({ kind: 'refused', code: refused.code, id: refused.id });
    if (sound.current) gameCues().play('illegal');
  }, [refused]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(
      () => setNotice(null),
      notice.kind === 'pass' ? PASS_NOTICE_MS : REFUSAL_NOTICE_MS,
    );
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  if (notice.kind === 'refused') {
    return (
      <p key={notice.id} className="tg-board-notice tg-board-notice--refused" role="alert">
        {t(`errors:refused.${notice.code}`)}
      </p>
    );
  }
  const key =
    notice.color === seat
      ? 'notice.youPassed'
      : notice.color === 1
        ? 'notice.blackPassed'
        : 'notice.whitePassed';
  return (
    <p key={notice.id} className="tg-board-notice tg-board-notice--pass" role="status">
      {t(`play:${key}`)}
    </p>
  );
}
