import type { ReactNode } from 'react';
import { Button, Modal } from '../../../common/controls/index.ts';

/** A request waiting for a yes or a no: either button answers, then the window closes. */
export function AnswerModal({
  title,
  yes,
  no,
  onYes,
  onNo,
  onClose,
  children,
}: {
  readonly title: string;
  readonly yes: string;
  readonly no: string;
  readonly onYes: () => void;
  readonly onNo: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const answer = (f: () => void) => () => {
    f();
    onClose();
  };
  return (
    <Modal
      title={title}
      role="alertdialog"
      actions={
        <>
          <Button onClick={answer(onNo)}>{no}</Button>
          <Button variant="primary" onClick={answer(onYes)}>
            {yes}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
