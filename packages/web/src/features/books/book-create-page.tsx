import { BOOK_TYPE } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { bookTypeOf } from './book-type.ts';
import './book-create-page.css';

/**
 * /book/create/?booktype=4 (positions) or 1 (full records). The protocol has no call to create a
 * book yet, so the form says plainly that saving comes later and sends nothing.
 */
export default function BookCreatePage() {
  const { t } = useTranslation(['pages', 'common']);
  const { user } = useHost();
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const [type, setType] = useState(() => bookTypeOf(search));
  const [name, setName] = useState('');
  const [chapter, setChapter] = useState<string>(() => t('pages:book.chapterDefault'));
  const position = type === BOOK_TYPE.position;

  return (
    <PageLayout title={position ? t('pages:book.titlePosition') : t('pages:book.titleRecord')} width="narrow">
      {user ? (
        <form className="tg-card tg-book-form" onSubmit={(event) => event.preventDefault()}>
          <p>
            {t('pages:book.intro', {
              kind: position ? t('pages:book.kindPosition') : t('pages:book.kindRecord'),
            })}
          </p>
          <fieldset className="tg-book-form__type">
            <legend>{t('pages:book.type')}</legend>
            {[BOOK_TYPE.position, BOOK_TYPE.fullRecord].map((value) => (
              <label key={value} className="tg-book-form__choice">
                <input
                  type="radio"
                  name="booktype"
                  checked={type === value}
                  onChange={() => setType(value)}
                />
                {value === BOOK_TYPE.position ? t('pages:book.typePosition') : t('pages:book.typeRecord')}
              </label>
            ))}
          </fieldset>
          <TextField label={t('pages:book.name')} value={name} onChange={setName} maxLength={60} />
          <TextField label={t('pages:book.chapter')} value={chapter} onChange={setChapter} maxLength={60} />
          <p className="tg-notice">{t('pages:book.notYet')}</p>
          <Button type="submit" variant="primary" disabled>
            {t('pages:book.save')}
          </Button>
        </form>
      ) : (
        <SignInPrompt message={t('pages:signInPrompt')} />
      )}
    </PageLayout>
  );
}
