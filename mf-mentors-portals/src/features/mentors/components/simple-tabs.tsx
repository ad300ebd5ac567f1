import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SimpleTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Tabs that wrap onto a second line on a narrow phone instead of hiding tabs behind a '...' menu
 * (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs).
 */
export function SimpleTabs({ items, active, onChange, label }: { items: SimpleTab[]; active: string; onChange: (key: string) => void; label: string }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next].key);
    refs.current[items[next].key]?.focus();
  };
  const current = items.find((t) => t.key === active) ?? items[0];
  return (
    <div className="mp-tabs">
      <div role="tablist" aria-label={label} className="mp-tablist">
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`mp-tab-${t.key}`}
            aria-selected={t.key === current.key}
            aria-controls={`mp-panel-${t.key}`}
            tabIndex={t.key === current.key ? 0 : -1}
            className="mp-tab-btn"
            onClick={() => onChange(t.key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`mp-panel-${current.key}`} aria-labelledby={`mp-tab-${current.key}`} tabIndex={0} className="mp-tabpanel">
        {current.children}
      </div>
    </div>
  );
}
