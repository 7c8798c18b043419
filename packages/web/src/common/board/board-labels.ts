/**
 * The board widget's words for screen readers in the page's language: the `access` namespace's
 * `board` texts, with i18next's `{{name}}` places handed over as the widget's own `{name}`, which
 * the widget fills as the position changes. Every board of the site is given them.
 */
import { type BoardLabels, DEFAULT_LABELS } from '@tengen/board';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const PLACES = ['size', 'color', 'point', 'count', 'black', 'white', 'move', 'content', 'text', 'captured'];
const KEPT: Readonly<Record<string, string>> = Object.fromEntries(PLACES.map((p) => [p, `{${p}}`]));

export function boardLabels(t: TFunction<'access'>): BoardLabels {
  // The places are texts, `count` too, which i18next's types want a number for.
  const text = t as unknown as (key: string, places: Readonly<Record<string, string>>) => string;
  const labels = { ...DEFAULT_LABELS };
  for (const key of Object.keys(DEFAULT_LABELS) as (keyof BoardLabels)[])
    labels[key] = text(`board.${key}`, KEPT);
  return labels;
}

/** The labels in the page's language, for a board's `labels` (game page, review, problems, books, class). */
export function useBoardLabels(): BoardLabels {
  const { t } = useTranslation('access');
  return useMemo(() => boardLabels(t), [t]);
}
