/**
 * The move-choice panel's state beside the game (docs/game-page.md, "Move choices"): whether the
 * panel is open, the points tagged so far, the last word about them (a refusal, "Saved
 * successfully.", the server's refusal), and the game's choices so far for the review. The board
 * (use-choices-board.ts) and the panels read it with useChoices.
 */
import type { StepOptions } from '@tengen/protocol';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ApiClient, ApiFailure } from '../../../common/api/api-client.ts';
import { useGameSlice } from '../game-context.tsx';
import { type ChoiceRefusal, choicesAt, confirmRefusal, toggleTag } from './choice-tags.ts';
import { choicesPanelOpens } from './choices-rules.ts';

export type ChoicesNote =
  | { readonly kind: 'refused'; readonly refusal: ChoiceRefusal }
  /** `replaced`: choices saved before for the same move were replaced. */
  | { readonly kind: 'saved'; readonly step: number; readonly replaced: boolean }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

export interface Choices {
  /** The game has the panel (`stepselect`). */
  readonly enabled: boolean;
  /** The viewer may open it now: a player, on their own turn, while the game is on. */
  readonly canOpen: boolean;
  readonly open: boolean;
  /** Tagged points (SGF), A first. */
  readonly tags: readonly string[];
  /** The move the tags are for: moves played + 1. */
  readonly step: number;
  readonly note: ChoicesNote | null;
  readonly sending: boolean;
  /** Choices saved in this game so far (the play info's, then the server's after the game). */
  readonly options: readonly StepOptions[];
  /** The points saved for `step` before, which the panel opens with and a confirm replaces. */
  readonly saved: readonly string[] | null;
  readonly start: () => void;
  readonly cancel: () => void;
  /** A tap on a point of the board (or Enter on the keyboard cursor). */
  readonly tap: (point: string, occupied: boolean) => void;
  readonly confirm: () => void;
}

const ChoicesContext = createContext<Choices | null>(null);

export function ChoicesProvider({
  api,
  children,
}: {
  readonly api: ApiClient;
  readonly children: ReactNode;
}) {
  const playId = useGameSlice((s) => s.play.playid);
  const enabled = useGameSlice((s) => s.play.stepselect);
  const canOpen = useGameSlice(choicesPanelOpens);
  const step = useGameSlice((s) => s.moves.length + 1);
  const finished = useGameSlice((s) => s.finish !== null);
  const initial = useGameSlice((s) => s.play.stepoptions);
  const [open, setOpen] = useState(false);
  const [tags, setTags] = useState<readonly string[]>([]);
  const [note, setNote] = useState<ChoicesNote | null>(null);
  const [sending, setSending] = useState(false);
  const [options, setOptions] = useState<readonly StepOptions[]>(initial);
  const saved = choicesAt(options, step)?.options ?? null;

  // A new play info (the page reloaded its game) brings the choices saved so far.
  useEffect(() => setOptions(initial), [initial]);

  // Leaving the turn (a move, the end of the game) closes the panel without sending.
  useEffect(() => {
    if (canOpen) return;
    setOpen(false);
    setTags([]);
  }, [canOpen]);

  // Step options are fetched once the game is over (seed 000 section 4), for the review.
  useEffect(() => {
    if (!finished || !enabled) return;
    let live = true;
    void api.call('getStepOptions', { params: { playid: playId } }).then((answer) => {
      if (live && answer.ok) setOptions(answer.value.options);
    });
    return () => {
      live = false;
    };
  }, [api, finished, enabled, playId]);

  // The panel opens with what was saved for this move, to be edited.
  const start = useCallback(() => {
    setTags(saved ?? []);
    setNote(null);
    setOpen(true);
  }, [saved]);
  const cancel = useCallback(() => {
    setTags([]);
    setNote(null);
    setOpen(false);
  }, []);
  const tap = useCallback(
    (point: string, occupied: boolean) => {
      const next = toggleTag(tags, point, occupied);
      setNote(next.ok ? null : { kind: 'refused', refusal: next.refusal });
      if (next.ok) setTags(next.tags);
    },
    [tags],
  );
  const confirm = useCallback(() => {
    const refusal = confirmRefusal(tags);
    if (refusal) return setNote({ kind: 'refused', refusal });
    setSending(true);
    const sent = { step, options: [...tags] };
    const replaced = saved !== null;
    void api.call('saveStepOptions', { form: { playid: playId, ...sent } }).then((answer) => {
      setSending(false);
      if (!answer.ok) return setNote({ kind: 'failed', failure: answer.error });
      setNote({ kind: 'saved', step: sent.step, replaced });
      setOptions((list) => [...list.filter((o) => o.step !== sent.step), sent]);
      setTags([]);
      setOpen(false);
    });
  }, [api, playId, step, tags, saved]);

  const value = useMemo<Choices>(
    () => ({
      enabled,
      canOpen,
      open,
      tags,
      step,
      note,
      sending,
      options,
      saved,
      start,
      cancel,
      tap,
      confirm,
    }),
    [enabled, canOpen, open, tags, step, note, sending, options, saved, start, cancel, tap, confirm],
  );
  return <ChoicesContext.Provider value={value}>{children}</ChoicesContext.Provider>;
}

export function useChoices(): Choices {
  const choices = useContext(ChoicesContext);
  if (!choices) throw new Error('useChoices: no ChoicesProvider above');
  return choices;
}
