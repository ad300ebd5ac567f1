import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { EmptyState, ErrorState, PageSpinner } from '@afterwork/ui/states';
import { useDebouncedValue } from '@afterwork/ui/use-debounced-value';
import type { CommunityExploreItem } from '@afterwork/contracts/communities';
import { typeLabel } from '@afterwork/contracts/community-types';
import { explorerPagesQuery, type ExplorerFilter } from '../api/explorer-queries';
import { distanceText, summaryText, toggleType } from '../lib/explorer-filters';
import { CommunityCard } from './community-card';
import { MapPanel } from './map/map-panel';
import { NearMe, useNearMe } from './near-me';
import { typeStyle } from './type-chip';
import '../../../communities.css';

const EMPTY: CommunityExploreItem[] = [];

/**
 * /communities: 'Explore Communities' with the world map, search, type chips and cards 20 at a time. Nothing here
 * holds the whole list (issue 24 §1): the server searches, filters, counts, pages, orders by distance ('Near me')
 * and clusters the map's markers.
 */
export function ExplorerPage({ basePath }: { basePath: string }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string | null>(null);
  // The box answers every keystroke at once; the server is asked once typing pauses.
  const searched = useDebouncedValue(search.trim(), 300);
  const filter = useMemo<ExplorerFilter>(() => ({ search: searched, type }), [searched, type]);
  const near = useNearMe();

  const pages = useInfiniteQuery(explorerPagesQuery(filter, near.origin));
  const first = pages.data?.pages[0];
  const items = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? EMPTY, [pages.data]);
  const total = first?.total ?? 0;
  const types = first?.types ?? [];
  const locale = typeof navigator !== 'undefined' ? navigator.language : 'en-US';
  const { placeNotKnown } = near;
  useEffect(() => {
    // A home town the site does not know answers 400: say so, and list by name.
    if (pages.isError && near.origin && 'place' in near.origin) placeNotKnown(near.origin.place);
  }, [pages.isError, near.origin, placeNotKnown]);

  // After 'Load More Communities', move focus to the first new card so keyboard and screen-reader users carry on there.
  const focusIndex = useRef<number | null>(null);
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  useLayoutEffect(() => {
    if (focusIndex.current != null && items.length > focusIndex.current) {
      headings.current[focusIndex.current]?.focus();
      focusIndex.current = null;
    }
  }, [items.length]);

  const clearFilters = () => {
    setSearch('');
    setType(null);
  };

  return (
    <div className="cm-page">
      <h1>Explore Communities</h1>
      <p className="cm-lead">Find a friendly group near you, or anywhere in the world. Search by name or place, or choose a kind of community.</p>

      <section className="cm-map-section" aria-label="Map of communities">
        <MapPanel
          filter={filter}
          total={first ? total : null}
          basePath={basePath}
          overlay={
            first ? (
              <div className="cm-overlay-card" aria-live="polite">
                {summaryText(total, first.countries)}
              </div>
            ) : null
          }
        />
      </section>

      <section aria-labelledby="cm-list-heading">
        <h2 id="cm-list-heading">Find a community</h2>
        <div className="cm-toolbar">
          <div className="cm-search" role="search">
            <Input
              size="large"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder="Search for communities by name or location..."
              aria-label="Search for communities by name or location"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={200}
            />
          </div>
          {types.length > 0 && (
            <div className="cm-chips" role="group" aria-label="Filter by type of community">
              {types.map((t) => {
                const active = t === type;
                return (
                  <Button
                    key={t}
                    size="large"
                    type={active ? 'primary' : 'default'}
                    aria-pressed={active}
                    onClick={() => setType((cur) => toggleType(cur, t))}
                    style={typeStyle(t)}
                  >
                    <span className="cm-dot" style={{ background: 'var(--cm-type)' }} aria-hidden />
                    {active && !pages.isPlaceholderData ? `${typeLabel(t)} (${total})` : typeLabel(t)}
                  </Button>
                );
              })}
              {type && (
                <Button size="large" type="link" onClick={() => setType(null)}>
                  Clear Filter
                </Button>
              )}
            </div>
          )}
          <NearMe state={near} origin={first?.origin ?? null} />
        </div>

        {pages.isPending ? (
          <PageSpinner label="Loading communities..." />
        ) : pages.isError && !pages.data ? (
          <ErrorState
            title="Error loading communities"
            message={pages.error instanceof Error ? pages.error.message : String(pages.error)}
            action={
              <Button type="primary" size="large" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            }
          />
        ) : total === 0 ? (
          <EmptyState
            title="No communities found"
            message="Try adjusting your search or filters"
            action={
              <Button type="primary" size="large" onClick={clearFilters}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <>
            <ul className="cm-grid" aria-label="Communities" aria-busy={pages.isPlaceholderData || pages.isFetchingNextPage}>
              {items.map((c, i) => (
                <li key={c.id}>
                  <CommunityCard
                    community={c}
                    basePath={basePath}
                    distance={c.distanceKm != null ? distanceText(c.distanceKm, locale) : undefined}
                    ref={(el) => {
                      headings.current[i] = el;
                    }}
                  />
                </li>
              ))}
            </ul>
            <div className="cm-more">
              <p aria-live="polite">
                Showing {items.length} of {total} {total === 1 ? 'community' : 'communities'}
              </p>
              {pages.hasNextPage && (
                <Button
                  size="large"
                  loading={pages.isFetchingNextPage}
                  onClick={() => {
                    focusIndex.current = items.length;
                    void pages.fetchNextPage();
                  }}
                >
                  Load More Communities
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
