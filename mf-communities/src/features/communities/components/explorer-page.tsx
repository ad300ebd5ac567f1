import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { EmptyState, ErrorState, PageSpinner } from '@afterwork/ui/states';
import type { CommunityListItem } from '@afterwork/contracts/communities';
import { communityListQuery } from '../api/communities-queries';
import { indexCommunities, typeLabel } from '@afterwork/contracts/community-types';
import { PAGE_SIZE, countCountries, distinctTypes, filterCommunities, summaryText, toggleType } from '../lib/explorer-filters';
import { CommunityCard } from './community-card';
import { MapPanel } from './map/map-panel';
import { typeStyle } from './type-chip';
import '../../../communities.css';

const EMPTY: CommunityListItem[] = [];

/** /communities: 'Explore Communities' with the world map, search, type chips and cards 20 at a time. */
export function ExplorerPage({ basePath }: { basePath: string }) {
  const list = useQuery(communityListQuery());
  const all = list.data ?? EMPTY;
  const indexed = useMemo(() => indexCommunities(all), [all]);
  const types = useMemo(() => distinctTypes(all), [all]);

  const [search, setSearch] = useState('');
  const [type, setType] = useState<string | null>(null);
  // The box answers every keystroke at once; filtering 10,000 communities follows at a lower priority.
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterCommunities(indexed, { search: deferredSearch, type }), [indexed, deferredSearch, type]);
  const countries = useMemo(() => countCountries(filtered), [filtered]);

  const [visible, setVisible] = useState(PAGE_SIZE);
  useEffect(() => {
    setVisible(PAGE_SIZE);
  }, [deferredSearch, type]);
  const shown = filtered.slice(0, visible);

  // After 'Load More Communities', move focus to the first new card so keyboard and screen-reader users carry on there.
  const focusIndex = useRef<number | null>(null);
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  useLayoutEffect(() => {
    if (focusIndex.current != null) {
      headings.current[focusIndex.current]?.focus();
      focusIndex.current = null;
    }
  }, [visible]);

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
          communities={filtered}
          basePath={basePath}
          overlay={
            list.isSuccess ? (
              <div className="cm-overlay-card" aria-live="polite">
                {summaryText(filtered.length, countries)}
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
                    {active ? `${typeLabel(t)} (${filtered.length})` : typeLabel(t)}
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
        </div>

        {list.isPending ? (
          <PageSpinner label="Loading communities..." />
        ) : list.isError ? (
          <ErrorState
            title="Error loading communities"
            message={list.error instanceof Error ? list.error.message : String(list.error)}
            action={
              <Button type="primary" size="large" onClick={() => window.location.reload()}>
                Try Again
              </Button>
            }
          />
        ) : filtered.length === 0 ? (
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
            <ul className="cm-grid" aria-label="Communities">
              {shown.map((c, i) => (
                <li key={c.id}>
                  <CommunityCard
                    community={c}
                    basePath={basePath}
                    ref={(el) => {
                      headings.current[i] = el;
                    }}
                  />
                </li>
              ))}
            </ul>
            <div className="cm-more">
              <p aria-live="polite">
                Showing {shown.length} of {filtered.length} {filtered.length === 1 ? 'community' : 'communities'}
              </p>
              {shown.length < filtered.length && (
                <Button
                  size="large"
                  onClick={() => {
                    focusIndex.current = shown.length;
                    setVisible((v) => v + PAGE_SIZE);
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
