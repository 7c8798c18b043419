import { BOOK_TYPE } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { useNavigate } from '../../common/router/router-hooks.ts';
import { bookFailureText, nameProblem } from './book-failure.ts';
import { bookTypeOf } from './book-type.ts';
import './book-create-page.css';

/**
 * /book/create/?booktype=4 (positions) or 1 (full records): a name and a first chapter,
 * sent with POST /jwt/createbook/; the new book's page opens once it is made.
 */
export default function BookCreatePage() {
  const { t } = useTranslation(['books', 'common']);
  const { user, token } = useHost();
  const navigate = useNavigate();
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const [type, setType] = useState(() => bookTypeOf(search));
  const [name, setName] = useState('');
  const [chapter, setChapter] = useState<string>(() => t('books:create.chapterDefault'));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const position = type === BOOK_TYPE.position;
  const nameError = tried ? nameProblem(t, name) : null;
  const chapterError = tried ? nameProblem(t, chapter) : null;

  const submit = async () => {
    setTried(true);
    setRefusal(null);
    if (nameProblem(t, name) || nameProblem(t, chapter)) return;
    setBusy(true);
    const made = await callRoute('createBook', { form: { booktype: type, name, chapter }, token });
    setBusy(false);
    if (made.ok) navigate(`/book/${made.value.bookid}/`);
    else setRefusal(bookFailureText(t, made.error));
  };

  return (
    <PageLayout
      title={position ? t('books:create.titlePosition') : t('books:create.titleRecord')}
      width="narrow"
    >
      {user ? (
        <form
          className="tg-card tg-book-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>
            {t('books:create.intro', {
              kind: position ? t('books:create.kindPosition') : t('books:create.kindRecord'),
            })}
          </p>
          <fieldset className="tg-book-form__type">
            <legend>{t('books:create.type')}</legend>
            {[BOOK_TYPE.position, BOOK_TYPE.fullRecord].map((value) => (
              <label key={value} className="tg-book-form__choice">
                <input
                  type="radio"
                  name="booktype"
                  checked={type === value}
                  onChange={() => setType(value)}
                />
                {value === BOOK_TYPE.position ? t('books:typePosition') : t('books:typeRecord')}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('books:create.name')}
            value={name}
            onChange={setName}
            maxLength={40}
            error={nameError}
            autoComplete="off"
          />
          <TextField
            label={t('books:create.chapter')}
            value={chapter}
            onChange={setChapter}
            maxLength={40}
            error={chapterError}
            autoComplete="off"
          />
          {refusal ? (
            <p className="tg-notice tg-notice--error" role="alert">
              {refusal}
            </p>
          ) : null}
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? t('books:create.saving') : t('books:create.save')}
          </Button>
        </form>
      ) : (
        <SignInPrompt message={t('books:signIn')} />
      )}
    </PageLayout>
  );
}
