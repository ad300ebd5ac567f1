import { textPx } from '@afterwork/shell-sdk';
import { useId } from 'react';
import { INTEREST_OPTIONS, MAX_INTERESTS, TOO_MANY_INTERESTS } from '@afterwork/contracts/users';

/** Toggle one interest; adding past the limit is refused (the list is returned unchanged). */
export function toggleInterest(selected: string[], interest: string, max = MAX_INTERESTS): { selected: string[]; refused: boolean } {
  if (selected.includes(interest)) return { selected: selected.filter((i) => i !== interest), refused: false };
  if (selected.length >= max) return { selected, refused: true };
  return { selected: [...selected, interest], refused: false };
}

export interface InterestPickerProps {
  selected: string[];
  /** True when the last click tried to add an interest past the limit. */
  refused: boolean;
  onChange: (next: { selected: string[]; refused: boolean }) => void;
}

/**
 * The 24 interests as toggle buttons (aria-pressed), the count, and — when an eleventh is picked — a clear message
 * read out at once. Interests saved earlier that are not among the 24 stay, shown with a Remove button.
 */
export function InterestPicker({ selected, refused, onChange }: InterestPickerProps) {
  const countId = useId();
  const others = selected.filter((i) => !(INTEREST_OPTIONS as readonly string[]).includes(i));
  return (
    <div>
      <p id={countId} className="aw-lead" aria-live="polite" style={{ marginBottom: 12 }}>
        <strong>{selected.length} of {MAX_INTERESTS}</strong> chosen. Choose up to {MAX_INTERESTS} interests.
      </p>
      <ul className="aw-interest-grid" aria-label="Interests to choose from">
        {INTEREST_OPTIONS.map((interest) => {
          const on = selected.includes(interest);
          return (
            <li key={interest}>
              <button
                type="button"
                className="aw-interest"
                aria-pressed={on}
                aria-describedby={countId}
                onClick={() => onChange(toggleInterest(selected, interest))}
              >
                <span className="aw-interest-mark" aria-hidden="true">{on ? '✓' : ''}</span>
                {interest}
              </button>
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <p style={{ marginBottom: 8 }}>Also on your profile:</p>
          <ul className="aw-chips">
            {others.map((i) => (
              <li key={i} className="aw-chip" style={{ paddingRight: 4 }}>
                {i}
                <button
                  type="button"
                  className="aw-chip-remove"
                  aria-label={`Remove ${i}`}
                  onClick={() => onChange(toggleInterest(selected, i))}
                  style={{ marginLeft: 6, minWidth: 44, minHeight: 44, border: 0, borderRadius: 999, background: '#fff', color: '#0b4a3c', fontSize: textPx(18), cursor: 'pointer' }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div role="alert">{refused && <p className="aw-limit-alert">{TOO_MANY_INTERESTS}</p>}</div>
    </div>
  );
}
