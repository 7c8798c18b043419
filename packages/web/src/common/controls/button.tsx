import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  /** Shown while an action runs: the button is disabled and says it is busy. */
  readonly busy?: boolean;
}

/** The site's button; `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  busy = false,
  className,
  type,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={`tg-button tg-button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

/** A link that looks like a button (for navigation). */
export function ButtonLink({
  variant = 'secondary',
  className,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { readonly variant?: ButtonVariant }) {
  return <a className={`tg-button tg-button--${variant}${className ? ` ${className}` : ''}`} {...rest} />;
}
