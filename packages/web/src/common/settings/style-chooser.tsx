import type { StyleChoice } from '@tengen/protocol';
import { useId } from 'react';
import { STYLE_CHOICES } from './settings.ts';
import './style-chooser.css';

export interface StyleChooserProps {
  readonly kind: 'stone' | 'board';
  readonly legend: string;
  /** The name of each style, 1 to 3. */
  readonly names: Readonly<Record<StyleChoice, string>>;
  readonly value: StyleChoice;
  readonly onChange: (value: StyleChoice) => void;
}

/**
 * Stone style or board style, 1 to 3, each shown as a small picture (a radio group: arrow keys
 * move between the styles). Stones: 1 images, 2 drawn shaded, 3 drawn flat. Boards: 1 wood
 * image, 2 drawn in the board colour, 3 drawn light (as the board widget draws them).
 */
export function StyleChooser({ kind, legend, names, value, onChange }: StyleChooserProps) {
  const name = useId();
  return (
    <fieldset className="tg-style-chooser">
      <legend className="tg-style-chooser__legend">{legend}</legend>
      <div className="tg-style-chooser__options">
        {STYLE_CHOICES.map((choice) => (
          <label key={choice} className="tg-style-chooser__option">
            <input
              type="radio"
              className="tg-style-chooser__input"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span
              className={`tg-style-chooser__preview tg-style-chooser__preview--${kind}-${choice}`}
              aria-hidden="true"
            >
              {kind === 'stone' ? (
                <>
                  <span className="tg-style-chooser__stone tg-style-chooser__stone--black" />
                  <span className="tg-style-chooser__stone tg-style-chooser__stone--white" />
                </>
              ) : null}
            </span>
            <span className="tg-style-chooser__name">{names[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
