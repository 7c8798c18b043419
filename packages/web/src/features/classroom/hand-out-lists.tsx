/**
 * The teacher's hand-outs picked from lists (docs/classroom.md): a problem of the collections,
 * one of the teacher's recent games, or an entry of their record books, each with a small board.
 */
import type { BookResponse, ClassroomResponses, ClientMessage, MyBooksResponse } from '@tengen/protocol';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { ProblemPicker } from '../../common/pickers/problem-picker.tsx';
import { RecordThumbnail } from '../../common/pickers/record-thumbnail.tsx';
import { savedRecordSgf } from './record-sgf.ts';

const THUMBNAIL_PIXELS = 64;

export function HandOutLists({ send }: { readonly send: (message: ClientMessage) => boolean }) {
  const { t } = useTranslation(['classroom', 'common']);
  return (
    <>
      <OpenedList name="problems" summary={t('classroom:load.pickProblem')}>
        <ProblemPicker onPick={(p) => send({ cmd: 'class_load_problem', problemid: p.problemid })} />
      </OpenedList>
      <OpenedList name="games" summary={t('classroom:load.pickGame')}>
        <RecentGames send={send} />
      </OpenedList>
      <OpenedList name="records" summary={t('classroom:load.pickRecord')}>
        <BookRecords send={send} />
      </OpenedList>
    </>
  );
}

/** A list that is read when it is opened (so again, fresh, each time). */
function OpenedList({ name, summary, children }: { name: string; summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="tg-class-tools__list"
      data-list={name}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

function RecentGames({ send }: { readonly send: (message: ClientMessage) => boolean }) {
  const { t } = useTranslation(['classroom', 'common']);
  const { token } = useHost();
  const games = useCall<ClassroomResponses['getClassMaterials']>(
    () => callRoute('getClassMaterials', { token }),
    'materials',
  );
  if (games.kind !== 'done') return <p className="tg-empty">{t('common:loading')}</p>;
  if (games.value.games.length === 0) return <p className="tg-empty">{t('classroom:load.noGames')}</p>;
  return (
    <ul className="tg-picker__rows">
      {games.value.games.map((g) => (
        <li key={g.playid}>
          <button
            type="button"
            className="tg-picker__row"
            data-playid={g.playid}
            onClick={() => send({ cmd: 'class_load_game', playid: g.playid })}
          >
            <RecordThumbnail record={g} pixels={THUMBNAIL_PIXELS} />
            <span>
              {t('classroom:load.gameLine', {
                black: g.blackname,
                white: g.whitename,
                size: g.size,
                moves: g.moves.length,
              })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function BookRecords({ send }: { readonly send: (message: ClientMessage) => boolean }) {
  const { t } = useTranslation(['classroom', 'common']);
  const { token } = useHost();
  const fieldId = useId();
  const books = useCall<MyBooksResponse>(() => callRoute('getMyBooks', { token }), 'books');
  const list = books.kind === 'done' ? books.value.books : [];
  const [picked, setPicked] = useState(0);
  const bookid = picked || list[0]?.bookid || 0;
  const book = useCall<BookResponse>(
    bookid === 0 ? null : () => callRoute('getBook', { params: { bookid }, token }),
    String(bookid),
  );
  if (books.kind !== 'done') return <p className="tg-empty">{t('common:loading')}</p>;
  if (list.length === 0) return <p className="tg-empty">{t('classroom:load.noRecords')}</p>;
  const entries = book.kind === 'done' ? book.value.chapters.flatMap((c) => c.entries) : [];
  return (
    <div className="tg-picker">
      <div className="tg-field">
        <label className="tg-field__label" htmlFor={fieldId}>
          {t('classroom:load.book')}
        </label>
        <select
          id={fieldId}
          className="tg-field__input"
          value={bookid}
          onChange={(event) => setPicked(Number(event.target.value))}
        >
          {list.map((b) => (
            <option key={b.bookid} value={b.bookid}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      {book.kind === 'done' && entries.length === 0 ? (
        <p className="tg-empty">{t('classroom:load.noRecords')}</p>
      ) : null}
      <ul className="tg-picker__rows">
        {entries.map((e) => (
          <li key={`${e.chessid}-${e.step}-${e.savedAt}`}>
            <button
              type="button"
              className="tg-picker__row"
              onClick={() => send({ cmd: 'class_load', sgf: savedRecordSgf(e) })}
            >
              <RecordThumbnail record={e} pixels={THUMBNAIL_PIXELS} />
              <span>
                {t('classroom:load.recordLine', { black: e.blackname, white: e.whitename, step: e.step })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
