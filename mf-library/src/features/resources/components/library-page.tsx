import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@afterwork/ui/router';
import DownOutlined from '@ant-design/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { Dropdown } from '@afterwork/ui/antd-overlay';
import { LinkButton } from '@afterwork/ui/link-button';
import { useSession } from '@afterwork/shell-sdk';
import type { Resource } from '@afterwork/contracts/resources';
import { AssessmentSection } from '../../assessments/public';
import { resourceListQuery } from '../api/resources-queries';
import { FILTER_CATEGORIES, applyFilters, categoryLabel, readFilters, toggleCategory, writeFilters, type FilterCategory } from '../lib/library-filters';
import { useDebouncedValue } from '@afterwork/ui/use-debounced-value';
import { ResourceCard, ResourceCardPlaceholder } from './resource-card';
import { NewsletterBanner } from './newsletter-banner';
import '../../../library.css';

export function LibraryPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  // The box shows what is typed at once; the URL (and so the request) follows after a short pause.
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(text, 350);
  const pushed = useRef(filters.search);
  // setParams changes with every URL change: keep the latest in a ref so this effect runs only when
  // the typed text settles (otherwise clearing the filters would push the old search straight back).
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  useEffect(() => {
    const next = debounced.trim();
    if (next === pushed.current) return;
    pushed.current = next;
    setParamsRef.current((p) => writeFilters(p, { search: next }), { replace: true });
  }, [debounced]);
  useEffect(() => {
    // The URL changed from elsewhere (Clear Filters, back button): show it in the box.
    if (filters.search !== pushed.current) {
      pushed.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  const list = useQuery({ ...resourceListQuery(filters), placeholderData: keepPreviousData });
  const shown = list.data ? applyFilters(list.data, { ...filters, search: text }) : [];

  const setCategory = (c: FilterCategory) => setParams((p) => writeFilters(p, { category: toggleCategory(filters.category, c) }));
  const toggleFeatured = () => setParams((p) => writeFilters(p, { featured: !filters.featured }));
  const clearFilters = () => {
    pushed.current = '';
    setText('');
    setParams(new URLSearchParams());
  };

  return (
    <div className="lib-page">
      <section className="lib-hero" aria-labelledby="lib-title">
        <h1 id="lib-title">Explore the Afterwork Library</h1>
        <p>Articles, videos, podcasts, guides and toolkits to help you feel well, stay connected and keep learning.</p>
      </section>

      <AssessmentSection />

      <section className="lib-section" aria-labelledby="lib-collection-heading">
        <div className="lib-section-head">
          <div>
            <h2 id="lib-collection-heading">Research Collection</h2>
            <p className="lib-lead">Trusted reading, watching and listening, chosen for our members.</p>
          </div>
          {session.isAdmin && (
            <LinkButton to="/resources/manage" type="primary" size="large" icon={<PlusOutlined aria-hidden />}>
              Add New
            </LinkButton>
          )}
        </div>

        <div className="lib-toolbar" role="search">
          <div className="lib-search">
            <label htmlFor="lib-search-input" className="lib-label">Search resources</label>
            <span className="lib-input-wrap">
              <SearchOutlined aria-hidden className="lib-input-icon" />
              <input
                id="lib-search-input"
                className="lib-input lib-input-with-icon"
                type="search"
                placeholder="Search by title or description"
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxLength={200}
                autoComplete="off"
              />
            </span>
          </div>
          <div className="lib-filter-buttons">
            <Dropdown
              trigger={['click']}
              rootClassName="lib-dropdown"
              menu={{
                selectable: true,
                selectedKeys: filters.category ? [filters.category] : [],
                onClick: ({ key }) => setCategory(key as FilterCategory),
                items: FILTER_CATEGORIES.map((c) => ({
                  key: c,
                  label: categoryLabel(c),
                  icon: filters.category === c ? <CheckOutlined aria-hidden /> : <span className="lib-menu-spacer" aria-hidden />,
                })),
              }}
            >
              <Button size="large" aria-label={filters.category ? `Categories: ${categoryLabel(filters.category)} selected` : 'Categories'}>
                {filters.category ? `Categories: ${categoryLabel(filters.category)}` : 'Categories'} <DownOutlined aria-hidden />
              </Button>
            </Dropdown>
            <Button
              size="large"
              type={filters.featured ? 'primary' : 'default'}
              aria-pressed={filters.featured}
              onClick={toggleFeatured}
              icon={filters.featured ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
            >
              Featured
            </Button>
          </div>
        </div>

        <ResourceResults
          pending={list.isPending}
          error={list.isError && !list.data}
          items={shown}
          onRetry={() => void list.refetch()}
          onClear={clearFilters}
        />
      </section>

      <NewsletterBanner />
    </div>
  );
}

function ResourceResults({ pending, error, items, onRetry, onClear }: {
  pending: boolean; error: boolean; items: Resource[]; onRetry: () => void; onClear: () => void;
}) {
  if (pending) {
    return (
      <div className="lib-grid" role="status" aria-live="polite" aria-busy="true">
        <span className="lib-sr">Loading resources...</span>
        {Array.from({ length: 6 }, (_, i) => <ResourceCardPlaceholder key={i} />)}
      </div>
    );
  }
  if (error) {
    return (
      <div className="lib-message" role="alert">
        <p>Failed to load resources. Please try again later.</p>
        <Button type="primary" size="large" onClick={onRetry}>Retry</Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="lib-message" role="status">
        <p>No resources found matching your criteria.</p>
        <Button type="primary" size="large" onClick={onClear}>Clear Filters</Button>
      </div>
    );
  }
  return (
    <>
      <p className="lib-count" role="status">{items.length === 1 ? '1 resource' : `${items.length} resources`}</p>
      <div className="lib-grid">
        {items.map((r) => <ResourceCard key={r.id} resource={r} />)}
      </div>
    </>
  );
}
