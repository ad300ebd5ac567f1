import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PageTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Tabs that wrap onto a second line on a phone instead of hiding behind a '...' menu.
 * WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; only the active panel is rendered.
 */
export function PageTabs({ label, items, activeKey, onChange }: { label: string; items: PageTab[]; activeKey: string; onChange: (key: string) => void }) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, items.findIndex((t) => t.key === activeKey));
  const move = (e: KeyboardEvent) => {
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  };
  const active = items[index]!;
  return (
    <div className="aw-tabs">
      <div role="tablist" aria-label={label} className="aw-tablist" onKeyDown={move}>
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="aw-tab"
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.key}`} className="aw-tabpanel">
        {active.children}
      </div>
    </div>
  );
}
