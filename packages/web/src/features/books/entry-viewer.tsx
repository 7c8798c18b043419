import type { BoardApi, BoardConfig } from '@tengen/board';
import { BoardView } from '@tengen/board/react';
import { BOOK_TYPE, type BookEntry, type BookType } from '@tengen/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardLabels } from '../../common/board/board-labels.ts';
import { Button } from '../../common/controls/button.tsx';
import { Modal } from '../../common/controls/modal.tsx';

const KEY_STEPS: Readonly<Record<string, (shown: number, total: number) => number>> = {
  ArrowLeft: (shown) => shown - 1,
  ArrowRight: (shown) => shown + 1,
  Home: () => 0,
  End: (_, total) => total,
};

/** The widest the board is drawn, in CSS pixels; a phone gets its width. */
const BOARD_MAX = 480;

/**
 * An entry on the board widget: a position opens at its move, a record at its start; either can
 * be stepped through the whole game (the moves after a saved position too).
 */
export function EntryViewer({
  entry,
  booktype,
  onClose,
}: {
  entry: BookEntry;
  booktype: BookType;
  onClose: () => void;
}) {
  const { t } = useTranslation('books');
  const position = booktype === BOOK_TYPE.position;
  const total = entry.moves.length;
  const [shown, setShown] = useState(position ? entry.step : 0);
  const [api, setApi] = useState<BoardApi | null>(null);
  const side = Math.min(BOARD_MAX, typeof window === 'undefined' ? BOARD_MAX : window.innerWidth - 48);
  const labels = useBoardLabels();
  const config = useMemo<BoardConfig>(
    () => ({
      labels,
      kind: 'game',
      clickMode: 'disabled',
      lastMoveMark: true,
      width: side,
      height: side,
      record: {
        lu: entry.size,
        content: [entry.prepos.black, entry.prepos.white],
        pos: entry.moves,
        blackfirst: entry.blackfirst,
      },
    }),
    [entry, side, labels],
  );
  useEffect(() => {
    api?.goto(shown);
  }, [api, shown]);
  const go = (to: number) => setShown(Math.max(0, Math.min(total, to)));
  const steps = [
    ['toStart', 0, shown === 0],
    ['back', shown - 1, shown === 0],
    ['forward', shown + 1, shown === total],
    ['toEnd', total, shown === total],
  ] as const;

  return (
    <Modal
      title={t('viewer.title', { black: entry.blackname, white: entry.whitename })}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('viewer.close')}
        </Button>
      }
    >
      {/* The arrow keys step as the buttons do, wherever focus is in the window. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className="tg-entry-viewer"
        data-shown={shown}
        onKeyDown={(event) => {
          const to = KEY_STEPS[event.key]?.(shown, total);
          if (to === undefined) return;
          event.preventDefault();
          go(to);
        }}
      >
        <div className="tg-entry-viewer__board" style={{ width: side, height: side }}>
          <BoardView config={config} onApi={setApi} />
        </div>
        <p className="tg-entry-viewer__position" aria-live="polite">
          {t('viewer.position', { step: shown, total })}
          {position ? ` · ${t('viewer.saved', { step: entry.step })}` : null}
        </p>
        <div className="tg-entry-viewer__steps">
          {steps.map(([name, to, off]) => (
            <Button key={name} variant="secondary" disabled={off} onClick={() => go(to)}>
              {t(`viewer.${name}`)}
            </Button>
          ))}
          {position ? (
            <Button variant="quiet" disabled={shown === entry.step} onClick={() => go(entry.step)}>
              {t('viewer.toSaved')}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
