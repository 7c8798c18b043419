import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/button.tsx';
import { Modal } from '../../../common/controls/modal.tsx';
import type { MoveRow } from './move-rows.ts';
import './move-list.css';

export interface MoveListWindowProps {
  readonly rows: readonly MoveRow[];
  /** The move the board shows (0: the start). */
  readonly current: number;
  /** In review: shows the board at a move. Absent during play: the list is to read. */
  readonly onGoTo?: (step: number) => void;
  readonly onClose: () => void;
}

/** The toolbar's move list: every move by number, colour and point; in review a move is a link to it. */
export function MoveListWindow({ rows, current, onGoTo, onClose }: MoveListWindowProps) {
  const { t } = useTranslation('play');
  const text = (row: MoveRow) =>
    t('moveList.row', {
      number: row.number,
      color: row.color === 1 ? t('moveList.black') : t('moveList.white'),
      point: row.point ?? t('moveList.pass'),
    });
  return (
    <Modal
      title={t('moveList.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('moveList.close')}</Button>}
    >
      {rows.length === 0 ? <p className="tg-empty">{t('moveList.none')}</p> : null}
      {onGoTo ? null : rows.length > 0 ? (
        <p className="tg-move-list__hint">{t('moveList.afterGame')}</p>
      ) : null}
      <ol className="tg-move-list">
        {rows.map((row) => (
          <li
            key={row.number}
            className={`tg-move-list__move tg-move-list__move--${row.color === 1 ? 'black' : 'white'}`}
            aria-current={row.number === current ? 'step' : undefined}
          >
            {onGoTo ? (
              <button
                type="button"
                className="tg-move-list__go"
                onClick={() => {
                  onGoTo(row.number);
                  onClose();
                }}
              >
                {text(row)}
              </button>
            ) : (
              <span className="tg-move-list__text">{text(row)}</span>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
