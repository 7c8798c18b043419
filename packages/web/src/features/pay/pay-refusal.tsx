import { useEffect, useRef } from 'react';

/**
 * Why an action was refused, shown beside the control that was used. It is scrolled into view
 * and takes the focus when it appears: the control may be replaced (an offer no longer for
 * sale), and a screen reader reads it at once (role alert).
 */
export function PayRefusal({ text }: { readonly text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <p ref={ref} className="tg-notice tg-notice--error tg-pay__refusal" role="alert" tabIndex={-1}>
      {text}
    </p>
  );
}
