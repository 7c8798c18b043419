/**
 * The move-choice panel during play (seed 000 sections 2 and 5): a player of a game with
 * `stepselect` on opens it on their turn, taps points on the board (tagged A–E), and confirms
 * with at least two; the choices go to POST /jwt/savestepoptions/ for the coming move. Cancel
 * leaves without sending. "Saved successfully." or the server's refusal stays under the button.
 * Choices saved for the coming move are listed beside the button, and the panel opens with them
 * to be edited: a confirm replaces them, as the panel says.
 */

import { pointName } from '@tengen/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useGameSlice } from '../game-context.tsx';
import { lettered, lettersText } from './choice-tags.ts';
import { type ChoicesNote, useChoices } from './choices-context.tsx';
import { choicesFailureText } from './choices-failure.ts';
import './choices.css';

export function ChoicesPanel() {
  const { t } = useTranslation('choices');
  const choices = useChoices();
  const player = useGameSlice((s) => (s.viewer?.seat ?? 0) !== 0 && s.finish === null);
  const size = useGameSlice((s) => s.setup.size);
  if (!choices.enabled || !player) return null;
  const savedText = choices.saved && lettersText(choices.saved, size, '');
  if (!choices.open) {
    return (
      <section className="tg-choices" aria-label={t('panel.label')}>
        <Button
          variant="quiet"
          className="tg-choices__open"
          disabled={!choices.canOpen}
          title={choices.canOpen ? undefined : t('panel.ownTurn')}
          onClick={choices.start}
        >
          {t('panel.open')}
        </Button>
        {savedText && (
          <p className="tg-choices__saved">
            {t('panel.savedFor', { step: choices.step, letters: savedText })}
          </p>
        )}
        <ChoicesNoteLine note={choices.note} />
      </section>
    );
  }
  const tags = lettered(choices.tags);
  return (
    <section className="tg-choices tg-choices--open" aria-label={t('panel.label')}>
      <h3 className="tg-choices__title">{t('panel.title', { step: choices.step })}</h3>
      <p className="tg-choices__hint">{t('panel.hint')}</p>
      {savedText && (
        <p className="tg-choices__editing">
          {t('panel.editing', { step: choices.step, letters: savedText })}
        </p>
      )}
      {tags.length === 0 ? (
        <p className="tg-choices__empty">{t('panel.empty')}</p>
      ) : (
        <ol className="tg-choices__tags">
          {tags.map(({ point, letter }) => {
            const name = pointName(point, size) ?? '';
            return (
              <li key={point} className="tg-choices__tag" data-point={point}>
                <span className="tg-choices__letter">{letter}</span>
                <span className="tg-choices__point">{name}</span>
                <button
                  type="button"
                  className="tg-choices__remove"
                  aria-label={t('panel.remove', { letter, point: name })}
                  title={t('panel.remove', { letter, point: name })}
                  onClick={() => choices.tap(point, false)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <ChoicesNoteLine note={choices.note} />
      <div className="tg-choices__actions">
        <Button variant="primary" busy={choices.sending} onClick={choices.confirm}>
          {t('panel.confirm')}
        </Button>
        <Button variant="secondary" disabled={choices.sending} onClick={choices.cancel}>
          {t('panel.cancel')}
        </Button>
      </div>
    </section>
  );
}

/** The last word about the tags: a refusal, the save, or why it failed. */
export function ChoicesNoteLine({ note }: { readonly note: ChoicesNote | null }) {
  const { t } = useTranslation('choices');
  const { t: tPlay } = useTranslation('play');
  if (!note) return null;
  const text =
    note.kind === 'refused'
      ? t(`refused.${note.refusal}`)
      : note.kind === 'saved'
        ? note.replaced
          ? t('savedReplaced', { step: note.step })
          : t('saved')
        : t('failed', { reason: choicesFailureText(t, tPlay, note.failure) });
  return (
    <p className={`tg-choices__note tg-choices__note--${note.kind}`} role="status">
      {text}
    </p>
  );
}
