import type { BookChapterEntries, BookEntry, BookType } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { BookEntryCard } from './book-entry-card.tsx';
import { NameForm } from './name-form.tsx';

export interface BookChapterSectionProps {
  readonly chapter: BookChapterEntries;
  readonly booktype: BookType;
  readonly onOpen: (entry: BookEntry) => void;
  readonly onRemove: (entry: BookEntry) => Promise<void>;
  readonly onRename: (name: string) => Promise<string | null>;
  /** Absent for a book's only chapter. */
  readonly onDelete?: () => void;
}

/** A chapter of the book page: its name (renamed in place), its entries, and its deletion. */
export function BookChapterSection({
  chapter,
  booktype,
  onOpen,
  onRemove,
  onRename,
  onDelete,
}: BookChapterSectionProps) {
  const { t } = useTranslation('books');
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const key = (e: BookEntry) => `${e.chessid}-${e.step}`;
  return (
    <section className="tg-card tg-book-chapter" aria-label={chapter.name} data-chapterid={chapter.id}>
      <div className="tg-book-chapter__heading">
        <h2 className="tg-book-chapter__name">{chapter.name}</h2>
        {renaming ? null : (
          <div className="tg-book-chapter__actions">
            <Button variant="quiet" onClick={() => setRenaming(true)}>
              {t('book.rename')}
            </Button>
            {onDelete ? (
              <Button variant="quiet" onClick={onDelete}>
                {t('book.deleteChapter')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      {renaming ? (
        <NameForm
          label={t('book.renameChapter')}
          initial={chapter.name}
          submitLabel={t('book.save')}
          onSubmit={async (name) => {
            const refusal = await onRename(name);
            if (refusal === null) setRenaming(false);
            return refusal;
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : null}
      {chapter.entries.length === 0 ? <p className="tg-empty">{t('book.emptyChapter')}</p> : null}
      <ul className="tg-book-entries">
        {chapter.entries.map((entry) => (
          <BookEntryCard
            key={key(entry)}
            entry={entry}
            booktype={booktype}
            removing={removing === key(entry)}
            onOpen={() => onOpen(entry)}
            onRemove={() => {
              setRemoving(key(entry));
              void onRemove(entry).finally(() => setRemoving(null));
            }}
          />
        ))}
      </ul>
    </section>
  );
}
