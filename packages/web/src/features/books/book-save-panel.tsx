import { BOOK_TYPE, type BookType, type RecordBook } from '@tengen/protocol';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { bookFailureText } from './book-failure.ts';
import { chapterChanges } from './chapter-changes.ts';
import './books.css';

const TABS = [BOOK_TYPE.position, BOOK_TYPE.fullRecord] as const;

/**
 * The record-book saving panel of the game page after the game (seed 000 section 2): two tabs,
 * save position (the board's main-line move `step`) and save full record. Each lists the user's
 * books of its type (POST /jwt/getqipubooklist/) with a box per chapter, ticked where the
 * position or game already is (`isin`); Save sends the ticks changed (POST /jwt/addtobooks/).
 */
export function BookSavePanel({ playid, step }: { readonly playid: number; readonly step: number }) {
  const { t } = useTranslation(['books', 'common']);
  const { user, token } = useHost();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<BookType>(BOOK_TYPE.position);
  const [books, setBooks] = useState<readonly RecordBook[] | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open || !user) return;
    let live = true;
    void version;
    setBooks(null);
    void callRoute('getBookList', { form: { chessid: playid, step, ptype: 2 }, token }).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setMessage({ text: bookFailureText(t, answer.error), error: true });
      setBooks(answer.value.books);
      setTicked(
        new Set(answer.value.books.flatMap((b) => b.chapters.filter((c) => c.isin).map((c) => c.id))),
      );
    });
    return () => {
      live = false;
    };
  }, [open, user, playid, step, token, version, t]);

  // "Saved successfully." spoke of another move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the position changes
  useEffect(() => setMessage(null), [playid, step]);

  if (!user) return null;
  const shown = (books ?? []).filter((b) => b.booktype === tab);
  const changes = chapterChanges(shown, ticked);
  const toggle = (id: number) => {
    setMessage(null);
    const next = new Set(ticked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setTicked(next);
  };
  const save = async () => {
    setBusy(true);
    const form = { chessid: playid, step, ptype: 2 as const, booktype: tab, ...changes };
    const answer = await callRoute('addToBooks', { form, token });
    setBusy(false);
    if (!answer.ok) return setMessage({ text: bookFailureText(t, answer.error), error: true });
    setMessage({ text: t('books:panel.saved'), error: false });
    setVersion((v) => v + 1);
  };

  return (
    <section className="tg-book-save" aria-label={t('books:panel.label')}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('books:panel.open')}
      </Button>
      {open ? (
        <div id={panelId} className="tg-book-save__body">
          <div className="tg-book-save__tabs" role="tablist">
            {TABS.map((type) => (
              <button
                key={type}
                type="button"
                role="tab"
                className="tg-book-save__tab"
                aria-selected={tab === type}
                onClick={() => {
                  setTab(type);
                  setMessage(null);
                }}
              >
                {type === BOOK_TYPE.position ? t('books:panel.tabPosition') : t('books:panel.tabRecord')}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="tg-book-save__panel">
            <p className="tg-book-save__what">
              {tab === BOOK_TYPE.position
                ? t('books:panel.positionAt', { step })
                : t('books:panel.wholeGame')}
            </p>
            {books === null && !message ? <p className="tg-empty">{t('books:panel.loading')}</p> : null}
            {books !== null && shown.length === 0 ? (
              <p>
                {tab === BOOK_TYPE.position ? t('books:panel.nonePosition') : t('books:panel.noneRecord')}
              </p>
            ) : null}
            {shown.map((book) => (
              <fieldset key={book.bookid} className="tg-book-save__book">
                <legend>{book.name}</legend>
                {book.chapters.map((chapter) => (
                  <label key={chapter.id} className="tg-book-save__chapter">
                    <input
                      type="checkbox"
                      checked={ticked.has(chapter.id)}
                      onChange={() => toggle(chapter.id)}
                      data-chapterid={chapter.id}
                    />
                    {chapter.name}
                  </label>
                ))}
              </fieldset>
            ))}
            {message ? (
              <p className={message.error ? 'tg-notice tg-notice--error' : 'tg-notice'} role="status">
                {message.text}
              </p>
            ) : null}
            <div className="tg-book-save__actions">
              {shown.length > 0 ? (
                <Button
                  variant="primary"
                  busy={busy}
                  disabled={changes.books.length + changes.removes.length === 0}
                  onClick={() => void save()}
                >
                  {t('books:panel.save')}
                </Button>
              ) : null}
              <a href={`/book/create/?booktype=${tab}`} target="_blank" rel="noopener">
                {tab === BOOK_TYPE.position ? t('books:panel.createPosition') : t('books:panel.createRecord')}
              </a>
              <a href="/book/" target="_blank" rel="noopener">
                {t('books:panel.myBooks')}
              </a>
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
