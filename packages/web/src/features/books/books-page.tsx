import { BOOK_TYPE, type MyBooksResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { ButtonLink } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { bookFailureText } from './book-failure.ts';
import './books.css';

/** /book/: the signed-in user's record books (GET /jwt/mybooks/), newest first, and links to make more. */
export default function BooksPage() {
  const { t } = useTranslation(['books', 'common']);
  const { user, token } = useHost();
  const answer = useCall<MyBooksResponse>(user ? () => callRoute('getMyBooks', { token }) : null, 'books');
  const actions = user ? (
    <div className="tg-books__new">
      <ButtonLink variant="secondary" href={`/book/create/?booktype=${BOOK_TYPE.position}`}>
        {t('books:list.newPosition')}
      </ButtonLink>
      <ButtonLink variant="secondary" href={`/book/create/?booktype=${BOOK_TYPE.fullRecord}`}>
        {t('books:list.newRecord')}
      </ButtonLink>
    </div>
  ) : null;

  return (
    <PageLayout title={t('books:list.title')} aside={actions}>
      {!user ? <SignInPrompt message={t('books:signIn')} /> : null}
      {answer.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{bookFailureText(t, answer.failure)}</p>
      ) : null}
      {answer.kind === 'done' ? (
        <>
          <p className="tg-books__count">
            {t('books:list.count', { count: answer.value.books.length, limit: answer.value.limit })}
          </p>
          {answer.value.books.length === 0 ? (
            <p className="tg-card tg-empty">{t('books:list.empty')}</p>
          ) : null}
          <ul className="tg-books">
            {answer.value.books.map((book) => {
              const entries = book.chapters.reduce((sum, c) => sum + c.entries, 0);
              return (
                <li key={book.bookid} className="tg-card tg-books__item" data-bookid={book.bookid}>
                  <a className="tg-books__name" href={`/book/${book.bookid}/`}>
                    {book.name}
                  </a>
                  <span className="tg-books__facts">
                    {book.booktype === BOOK_TYPE.position ? t('books:typePosition') : t('books:typeRecord')}
                    {' · '}
                    {t('books:list.chapters', { count: book.chapters.length })}
                    {' · '}
                    {t('books:list.entries', { count: entries })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </PageLayout>
  );
}
