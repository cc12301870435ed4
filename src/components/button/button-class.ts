import { base, sizes, tones, wide } from './button.css.ts';

export type ButtonVariants = { tone?: keyof typeof tones; size?: keyof typeof sizes; block?: boolean };

/** The class names of a button: primary, medium and inline unless told otherwise. */
export function button({ tone = 'primary', size = 'md', block = false }: ButtonVariants = {}): string {
  return [base, tones[tone], sizes[size], block ? wide : ''].filter(Boolean).join(' ');
}
