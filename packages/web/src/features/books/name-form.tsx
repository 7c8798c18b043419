import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { nameProblem } from './book-failure.ts';

export interface NameFormProps {
  readonly label: string;
  readonly initial?: string;
  readonly submitLabel: string;
  /** Sends the checked name; answers the refusal's words, or null when it went through. */
  readonly onSubmit: (name: string) => Promise<string | null>;
  readonly onCancel?: () => void;
}

/** One name (a book's or a chapter's), checked as the server checks it before it is sent. */
export function NameForm({ label, initial = '', submitLabel, onSubmit, onCancel }: NameFormProps) {
  const { t } = useTranslation(['books', 'common']);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="tg-book-name-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = nameProblem(t, name);
        setError(problem);
        if (problem) return;
        setBusy(true);
        void onSubmit(name).then((refusal) => {
          setBusy(false);
          setError(refusal);
          if (refusal === null && !initial) setName('');
        });
      }}
    >
      <TextField
        label={label}
        value={name}
        onChange={setName}
        maxLength={40}
        error={error}
        autoComplete="off"
      />
      <div className="tg-book-name-form__actions">
        <Button type="submit" variant="secondary" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="quiet" onClick={onCancel}>
            {t('books:book.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
