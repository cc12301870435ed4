import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import type { ChildTab } from './child-tabs.ts';
import * as css from './child-page.css.ts';
import './catalog.ts';

type Props = { tabs: readonly ChildTab[]; active: ChildTab; idPrefix: string; onSelect: (tab: ChildTab) => void };

export const tabId = (prefix: string, tab: ChildTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

export function useTabLabels(): Record<ChildTab, string> {
  const { t } = useLingui();
  return {
    profile: t({ message: 'Profile', context: 'child page tab' }),
    growth: t({ message: 'Growth', context: 'child page tab' }),
    vaccinations: t({ message: 'Vaccinations', context: 'child page tab' }),
    checkups: t({ message: 'Checkups', context: 'child page tab' }),
    survey: t({ message: 'Survey', context: 'child page tab' }),
  };
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop; Left/Right (wrapping), Home and End move
 * the focus and select the tab.
 */
export function ChildTabBar({ tabs, active, idPrefix, onSelect }: Props) {
  const { t } = useLingui();
  const labels = useTabLabels();
  const refs = useRef(new Map<ChildTab, HTMLButtonElement>());
  const move = (event: KeyboardEvent, from: ChildTab) => {
    const index = tabs.indexOf(from);
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    refs.current.get(next)?.focus();
    onSelect(next);
  };
  return (
    <div role="tablist" aria-label={t`Child records`} className={css.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            if (node) refs.current.set(tab, node);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-selected={tab === active}
          aria-controls={panelId(idPrefix)}
          tabIndex={tab === active ? 0 : -1}
          className={css.tab}
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => move(event, tab)}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
