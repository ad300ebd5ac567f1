import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { useDebouncedValue } from '@afterwork/ui/use-debounced-value';
import { apiRequest } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { withQuery } from '@afterwork/contracts/query-string';
import type { PlacesAnswer } from '@afterwork/contracts/places';
import './town-field.css';

/**
 * A home town (issue 31 §3): typed freely, then found among the world's towns on the server. A name several towns
 * share asks which one ('Bath, England' or 'Bath, Maine'); a name still being typed offers the towns it starts;
 * a name we do not know says so and is kept as typed. Choosing writes the town's label into the field.
 */
export function TownField({ id, value, onChange, help }: { id: string; value: string; onChange: (town: string) => void; help: string }) {
  const choicesId = useId();
  const typed = useDebouncedValue(value.trim(), 300);
  const places = useQuery({
    queryKey: queryKeys.places(typed),
    queryFn: ({ signal }) => apiRequest<PlacesAnswer>(withQuery(apiPaths.places, { q: typed, limit: 6 }), { signal }),
    enabled: typed.length >= 2,
    staleTime: Infinity,
  });
  const answer = typed.length >= 2 && typed === value.trim() ? places.data : undefined;
  const { matches = [], startingWith = [] } = answer ?? {};
  const exact = matches.find((p) => p.label.toLowerCase() === typed.toLowerCase());

  let note: ReactNode = null;
  if (answer && exact) {
    note = <p className="aw-town-note">We found {exact.label}, {exact.country}.</p>;
  } else if (answer && matches.length > 1) {
    note = (
      <div className="aw-town-choices" role="group" aria-labelledby={choicesId}>
        <p id={choicesId} className="aw-town-note">Which {matches[0]!.name} do you mean?</p>
        {matches.map((p) => (
          <Button key={p.id} size="large" onClick={() => onChange(p.label)}>
            {p.label}
          </Button>
        ))}
      </div>
    );
  } else if (answer && matches.length === 1) {
    note = <p className="aw-town-note">We found {matches[0]!.label}, {matches[0]!.country}.</p>;
  } else if (answer && startingWith.length) {
    note = (
      <div className="aw-town-choices" role="group" aria-labelledby={choicesId}>
        <p id={choicesId} className="aw-town-note">Did you mean one of these?</p>
        {startingWith.map((p) => (
          <Button key={p.id} size="large" onClick={() => onChange(p.label)}>
            {p.label}
          </Button>
        ))}
      </div>
    );
  } else if (answer) {
    note = <p className="aw-town-note">We do not know {typed} on our map. Check the spelling, or keep it as it is.</p>;
  }

  return (
    <div className="aw-town">
      <Input
        id={id}
        size="large"
        maxLength={100}
        autoComplete="address-level2"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-help`}
        className="aw-town-input"
      />
      <p id={`${id}-help`} className="aw-muted">{help}</p>
      <div aria-live="polite">{note}</div>
    </div>
  );
}
