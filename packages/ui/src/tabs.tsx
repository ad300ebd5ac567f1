import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps<K extends string = string> {
  /** The tablist's accessible name, e.g. 'Sign in or register'. */
  label: string;
  items: Array<TabItem<K>>;
  activeKey: K;
  onChange: (key: K) => void;
  /**
   * Keep every panel mounted (the hidden ones with `hidden`), so switching tabs never loses what was typed in a form.
   * Default: only the active panel is rendered.
   */
  keepMounted?: boolean;
  /** 'fill': the tabs share the row equally (two tabs on a card); default: they wrap onto a second line on a phone. */
  layout?: 'wrap' | 'fill';
  className?: string;
}

/**
 * The one accessible tab strip of the site (WAI-ARIA tabs pattern): the active tab has aria-selected and is the only
 * one in the Tab order (roving tabindex); ArrowLeft/ArrowRight (wrapping), Home and End move to a tab, select it and
 * focus it. Tabs wrap onto a second line on a narrow phone instead of hiding behind a '...' menu.
 */
export function Tabs<K extends string = string>({ label, items, activeKey, onChange, keepMounted = false, layout = 'wrap', className }: TabsProps<K>) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, items.findIndex((t) => t.key === activeKey));
  const active = items[index];
  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : -1;
    if (next < 0 || !items[next]) return;
    e.preventDefault();
    onChange(items[next].key);
    refs.current[next]?.focus();
  };
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;
  const panel = (t: TabItem<K>, shown: boolean) => (
    <div key={t.key} role="tabpanel" id={panelId(t.key)} aria-labelledby={tabId(t.key)} hidden={!shown} className="aw-ui-tabpanel">
      {t.children}
    </div>
  );
  return (
    <div className={['aw-ui-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={`aw-ui-tablist aw-ui-tablist--${layout}`} onKeyDown={onKeyDown}>
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            aria-selected={i === index}
            aria-controls={panelId(t.key)}
            tabIndex={i === index ? 0 : -1}
            className="aw-ui-tab"
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {keepMounted ? items.map((t, i) => panel(t, i === index)) : active ? panel(active, true) : null}
    </div>
  );
}
