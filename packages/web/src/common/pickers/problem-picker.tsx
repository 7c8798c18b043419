/**
 * Problems picked from a list instead of typed: a collection, then its problems, each with its
 * number and a small board of its start (the hand-outs of a class, the problems of homework).
 */
import type {
  ProblemCollectionResponse,
  ProblemCollectionsResponse,
  ProblemListItem,
} from '@tengen/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../api/call-route.ts';
import { useCall } from '../api/use-call.ts';
import { useHost } from '../host/host-context.tsx';
import { ProblemThumbnail } from './problem-thumbnail.tsx';
import './pickers.css';

export interface PickedProblem {
  readonly problemid: number;
  readonly collection: string;
  readonly number: number;
}

export interface ProblemPickerProps {
  readonly onPick: (problem: PickedProblem) => void;
  /** Problems shown as chosen, by `collection:number`. */
  readonly chosen?: ReadonlySet<string>;
}

const THUMBNAIL_PIXELS = 72;

export function ProblemPicker({ onPick, chosen }: ProblemPickerProps) {
  const { t } = useTranslation('common');
  const { token } = useHost();
  const fieldId = useId();
  const collections = useCall<ProblemCollectionsResponse>(
    () => callRoute('getProblemCollections', { token }),
    'collections',
  );
  const list = collections.kind === 'done' ? collections.value.collections : [];
  const [picked, setPicked] = useState('');
  const collection = picked || list[0]?.id || '';
  const problems = useCall<ProblemCollectionResponse>(
    collection === '' ? null : () => callRoute('getProblemCollection', { params: { collection }, token }),
    collection,
  );

  return (
    <div className="tg-picker">
      <div className="tg-field">
        <label className="tg-field__label" htmlFor={fieldId}>
          {t('pickers.collection')}
        </label>
        <select
          id={fieldId}
          className="tg-field__input"
          value={collection}
          onChange={(event) => setPicked(event.target.value)}
        >
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {problems.kind === 'loading' || collections.kind === 'loading' ? (
        <p className="tg-empty">{t('loading')}</p>
      ) : null}
      {problems.kind === 'done' ? (
        <ul className="tg-picker__grid" aria-label={t('pickers.problems')}>
          {problems.value.problems.map((p: ProblemListItem) => {
            const key = `${collection}:${p.number}`;
            return (
              <li key={p.problemid}>
                <button
                  type="button"
                  className="tg-picker__item"
                  data-problem={key}
                  aria-pressed={chosen ? chosen.has(key) : undefined}
                  aria-label={t('pickers.problem', { number: p.number })}
                  onClick={() => onPick({ problemid: p.problemid, collection, number: p.number })}
                >
                  <ProblemThumbnail data={p.data} pixels={THUMBNAIL_PIXELS} />
                  <span className="tg-picker__label">{p.number}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
