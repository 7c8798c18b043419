import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import './modal.css';

export interface ModalProps {
  readonly title: string;
  readonly children: ReactNode;
  /** The buttons row. */
  readonly actions?: ReactNode;
  /** Escape and a click on the backdrop call it; without it the dialog must be answered. */
  readonly onClose?: () => void;
  /** `alertdialog` for a question that needs an answer (an invitation, a confirmation). */
  readonly role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * A modal window over the page: focus moves into it, Tab stays inside it, and focus returns
 * where it was when it closes.
 */
export function Modal({ title, children, actions, onClose, role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // Escape and Tab are caught for the whole dialog, wherever focus is inside it.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div className="tg-modal" onKeyDown={onKeyDown}>
      <div className="tg-modal__backdrop" aria-hidden="true" onClick={onClose} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog */}
      <div
        ref={box}
        className="tg-modal__box"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="tg-modal__title">
          {title}
        </h2>
        <div className="tg-modal__body">{children}</div>
        {actions ? <div className="tg-modal__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
