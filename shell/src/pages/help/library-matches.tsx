import { Link } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@afterwork/ui/use-debounced-value';
import { libraryMatchesQuery } from './api/help-queries';

const SHOWN = 5;

/**
 * 'From the library' (issue 20 item 4): the help search also searches the resource library (the library's own
 * search, GET /api/resources?search=) and lists what it finds on the help page, each linking to the item.
 */
export function LibraryMatches({ query }: { query: string }) {
  // The query a moment after typing stops (one request per pause, not per key).
  const search = useDebouncedValue(query.trim());
  const enabled = search.length >= 2;
  const found = useQuery(libraryMatchesQuery(search, enabled));
  if (!enabled) return null;
  const list = found.data ?? [];
  return (
    <section aria-labelledby="aw-help-library-title" className="aw-help-library">
      <h2 id="aw-help-library-title">From the library</h2>
      {found.isPending ? (
        <p role="status">Searching the library...</p>
      ) : found.isError ? (
        <p role="status">The library could not be searched just now. Please try again in a moment.</p>
      ) : list.length === 0 ? (
        <p role="status">Nothing in the library matches "{search}".</p>
      ) : (
        <>
          <p role="status">
            {list.length === 1 ? '1 item' : `${list.length} items`} in the library {list.length === 1 ? 'matches' : 'match'} "{search}".
          </p>
          <ul className="aw-help-resources">
            {list.slice(0, SHOWN).map((r) => (
              <li key={r.id}>
                <Link to={`/resources/${r.id}`}>{r.title}</Link>
                <span> – {r.description}</span>
              </li>
            ))}
          </ul>
          {list.length > SHOWN && (
            <p>
              <Link to={`/resources?search=${encodeURIComponent(search)}`}>See all {list.length} in the library</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
