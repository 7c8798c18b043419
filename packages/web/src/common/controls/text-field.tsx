import { type InputHTMLAttributes, useId } from 'react';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A problem with the value, shown under it and announced with it. */
  readonly error?: string | null;
  /** What the value should be, shown under it. */
  readonly hint?: string;
}

/** A labelled text input with its hint and error tied to it for assistive technology. */
export function TextField({ label, value, onChange, error, hint, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="tg-field">
      <label className="tg-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="tg-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="tg-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="tg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
