import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../button/button.tsx';
import { showFlash } from '../flash/show-flash.ts';
import { copyText } from '../../lib/ui/copy-text.ts';
import '../catalog.ts';

type Props = {
  /** What is copied, exactly as it is to be pasted. */
  text: string;
  /** The button's accessible name, holding its visible "Copy" (WCAG 2.5.3): "Copy the order number". */
  label: string;
  tone?: 'secondary' | 'ghost';
  /** The visible words when a page has two copy buttons ("링크 복사"); the label must hold them. */
  visible?: string;
};

/**
 * A copy button (decision 0073): SPEC §9 turns text selection off, so a member copies an order number,
 * an account number or their own words with this. The outcome is said in the flash message's live
 * region ("복사했어요"), which screen readers announce; the button keeps its focus.
 */
export function CopyButton({ text, label, tone = 'secondary', visible }: Props) {
  const { t } = useLingui();
  const copy = async () => {
    showFlash((await copyText(text)) ? t`Copied.` : t`Could not copy. Please try again.`);
  };
  return (
    <Button tone={tone} aria-label={label} onClick={() => void copy()}>
      {visible ?? <Trans>Copy</Trans>}
    </Button>
  );
}
