import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './button-class.ts';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants & { busy?: boolean };

export function Button({ tone, size, block, busy = false, className, type = 'button', disabled, children, ...rest }: Props) {
  const classes = [button({ tone, size, block }), className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
