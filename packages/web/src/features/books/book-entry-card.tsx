import { BOOK_TYPE, type BookEntry, type BookType } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { BoardThumbnail } from '../../common/board/board-thumbnail.tsx';
import { Button } from '../../common/controls/button.tsx';
import { useWords } from '../../common/words/use-words.ts';
import { entryResultText } from './entry-result.ts';

export interface BookEntryCardProps {
  readonly entry: BookEntry;
  readonly booktype: BookType;
  readonly onOpen: () => void;
  readonly onRemove: () => void;
  readonly removing: boolean;
}

/** One saved entry: its board, players, the move (a position) or the result (a record), and what can be done. */
export function BookEntryCard({ entry, booktype, onOpen, onRemove, removing }: BookEntryCardProps) {
  const { t } = useTranslation('books');
  const words = useWords();
  const position = booktype === BOOK_TYPE.position;
  const names = { black: entry.blackname, white: entry.whitename };
  return (
    <li className="tg-book-entry" data-chessid={entry.chessid} data-step={entry.step}>
      <BoardThumbnail
        boardSize={entry.size}
        prepos={entry.prepos}
        blackFirst={entry.blackfirst}
        moves={entry.moves}
        step={entry.step}
        className="tg-book-entry__board"
        label={t('entry.boardOf', { step: entry.step, ...names })}
      />
      <div className="tg-book-entry__facts">
        <span className="tg-book-entry__players">{t('entry.players', names)}</span>
        <span>
          {position ? t('entry.move', { step: entry.step }) : t('entry.moves', { count: entry.moves.length })}
        </span>
        <span>
          {entry.result
            ? t('entry.result', { result: entryResultText(entry.result, words) })
            : t('entry.noResult')}
        </span>
      </div>
      <div className="tg-book-entry__actions">
        <Button variant="primary" onClick={onOpen}>
          {t('entry.open')}
        </Button>
        <a className="tg-book-entry__link" href={`/play/p/${entry.chessid}/`}>
          {t('entry.game')}
        </a>
        <Button variant="quiet" busy={removing} onClick={onRemove}>
          {t('entry.remove')}
        </Button>
      </div>
    </li>
  );
}
