import { useQuery } from '@tanstack/react-query';
import { Button, Card, Tag } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { useSearchParams } from 'react-router-dom';
import { resourceListQuery } from '../api/resource-queries';

export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const filters = { category: params.get('category') ?? undefined, featured: params.get('featured') === 'true', search: params.get('search') ?? undefined };
  const list = useQuery(resourceListQuery(filters));
  return (
    <section className="aw-page">
      <h1>Explore the Afterwork Library</h1>
      <h2>Research Collection</h2>
      <Input.Search
        aria-label="Search resources"
        defaultValue={filters.search}
        onSearch={(v) => setParams((p) => { if (v) p.set('search', v); else p.delete('search'); return p; })}
      />
      <Button onClick={() => setParams((p) => { if (filters.featured) p.delete('featured'); else p.set('featured', 'true'); return p; })}>Featured</Button>
      {list.isPending && <p>Loading...</p>}
      {list.isError && <p>Failed to load resources. Please try again later.</p>}
      {list.data?.map((r) => (
        <Card key={r.id} title={r.title}>
          <Tag>{r.category}</Tag>
          <p>{r.description}</p>
        </Card>
      ))}
    </section>
  );
}
