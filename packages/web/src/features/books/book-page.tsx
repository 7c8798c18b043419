import { BOOK_TYPE, type BookEntry, type BookResponse } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { Button } from '../../common/controls/button.tsx';
import { Modal } from '../../common/controls/modal.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { useNavigate, useParams } from '../../common/router/router-hooks.ts';
import { BookChapterSection } from './book-chapter-section.tsx';
import { downloadBook } from './book-export.ts';
import { bookFailureText } from './book-failure.ts';
import { EntryViewer } from './entry-viewer.tsx';
import { NameForm } from './name-form.tsx';
import './books.css';

type Confirm =
  | { readonly kind: 'book' }
  | { readonly kind: 'chapter'; readonly id: number; readonly name: string };

/**
 * /book/{bookid}/: one of the user's books (GET /jwt/book/{bookid}/), its chapters and entries;
 * renaming and deleting the book and its chapters, a new chapter, an entry opened on the board
 * or taken out (addtobooks' `removes`), and the SGF download of the whole book.
 */
export default function BookPage() {
  const { t } = useTranslation(['books', 'common']);
  const { user, token } = useHost();
  const navigate = useNavigate();
  const bookid = Number(useParams().bookid);
  const [version, setVersion] = useState(0);
  const answer = useCall<BookResponse>(
    user && bookid > 0 ? () => callRoute('getBook', { params: { bookid }, token }) : null,
    `${bookid}-${version}`,
  );
  const [viewing, setViewing] = useState<BookEntry | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const reload = () => setVersion((v) => v + 1);
  const refusal = (failure: ApiFailure) => bookFailureText(t, failure);
  const book = answer.kind === 'done' ? answer.value : null;

  const settle = async (call: Promise<{ ok: true } | { ok: false; error: ApiFailure }>) => {
    const done = await call;
    if (!done.ok) return refusal(done.error);
    reload();
    return null;
  };

  const title = book ? book.name : t('books:list.title');
  return (
    <PageLayout
      title={title}
      aside={
        <a className="tg-book-all" href="/book/">
          {t('books:book.allBooks')}
        </a>
      }
    >
      {!user ? <SignInPrompt message={t('books:signIn')} /> : null}
      {answer.kind === 'loading' && version === 0 ? (
        <p className="tg-empty">{t('books:book.loading')}</p>
      ) : null}
      {answer.kind === 'failed' || (user && !(bookid > 0)) ? (
        <p className="tg-notice tg-notice--error">
          {answer.kind === 'failed' ? refusal(answer.failure) : t('books:failures.notYours')}
        </p>
      ) : null}
      {book ? (
        <>
          <div className="tg-card tg-book-head">
            <p className="tg-book-head__facts">
              {book.booktype === BOOK_TYPE.position ? t('books:typePosition') : t('books:typeRecord')}
              {' · '}
              {t('books:book.private')}
            </p>
            {renaming ? (
              <NameForm
                label={t('books:book.renameBook')}
                initial={book.name}
                submitLabel={t('books:book.save')}
                onSubmit={async (name) => {
                  const r = await settle(callRoute('renameBook', { form: { bookid, name }, token }));
                  if (r === null) setRenaming(false);
                  return r;
                }}
                onCancel={() => setRenaming(false)}
              />
            ) : (
              <div className="tg-book-head__actions">
                <Button
                  variant="primary"
                  busy={exporting}
                  onClick={() => {
                    setExporting(true);
                    setNotice(null);
                    void downloadBook(bookid, token).then((done) => {
                      setExporting(false);
                      if (!done.ok) setNotice(refusal(done.error));
                      else if (done.value === 0) setNotice(t('books:book.exportEmpty'));
                    });
                  }}
                >
                  {exporting ? t('books:book.exporting') : t('books:book.export')}
                </Button>
                <Button variant="secondary" onClick={() => setRenaming(true)}>
                  {t('books:book.rename')}
                </Button>
                <Button variant="danger" onClick={() => setConfirm({ kind: 'book' })}>
                  {t('books:book.delete')}
                </Button>
              </div>
            )}
            {notice ? (
              <p className="tg-notice" role="status">
                {notice}
              </p>
            ) : null}
          </div>
          {book.chapters.map((chapter) => (
            <BookChapterSection
              key={chapter.id}
              chapter={chapter}
              booktype={book.booktype}
              onOpen={setViewing}
              onRemove={async (entry) => {
                const form = {
                  chessid: entry.chessid,
                  step: entry.step,
                  ptype: 2 as const,
                  booktype: book.booktype,
                  books: [],
                  removes: [chapter.id],
                };
                const r = await settle(callRoute('addToBooks', { form, token }));
                setNotice(r);
              }}
              onRename={(name) =>
                settle(callRoute('renameChapter', { form: { chapterid: chapter.id, name }, token }))
              }
              onDelete={
                book.chapters.length > 1
                  ? () => setConfirm({ kind: 'chapter', id: chapter.id, name: chapter.name })
                  : undefined
              }
            />
          ))}
          <div className="tg-card tg-book-new-chapter">
            <NameForm
              label={t('books:book.chapterName')}
              submitLabel={t('books:book.addChapter')}
              onSubmit={(name) => settle(callRoute('addChapter', { form: { bookid, name }, token }))}
            />
          </div>
        </>
      ) : null}
      {viewing && book ? (
        <EntryViewer entry={viewing} booktype={book.booktype} onClose={() => setViewing(null)} />
      ) : null}
      {confirm && book ? (
        <Modal
          role="alertdialog"
          title={confirm.kind === 'book' ? t('books:book.delete') : t('books:book.deleteChapter')}
          onClose={() => setConfirm(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t('books:book.cancel')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  const current = confirm;
                  setConfirm(null);
                  if (current.kind === 'book') {
                    void callRoute('deleteBook', { form: { bookid }, token }).then((done) => {
                      if (done.ok) navigate('/book/');
                      else setNotice(refusal(done.error));
                    });
                  } else {
                    void settle(callRoute('deleteChapter', { form: { chapterid: current.id }, token })).then(
                      setNotice,
                    );
                  }
                }}
              >
                {confirm.kind === 'book' ? t('books:book.delete') : t('books:book.deleteChapter')}
              </Button>
            </>
          }
        >
          <p>
            {confirm.kind === 'book'
              ? t('books:book.confirmDelete', { name: book.name })
              : t('books:book.confirmDeleteChapter', { name: confirm.name })}
          </p>
        </Modal>
      ) : null}
    </PageLayout>
  );
}
