import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { Table, type TableProps } from '@afterwork/ui/antd-data';
import { PageSpinner } from '@afterwork/ui/states';
import type { CommunityListItem } from '@afterwork/contracts/communities';
import { AdminNav } from '../../../common/admin-nav';
import { AdminLoadError } from '../../../common/admin-load-error';
import { communityListQuery } from '../api/communities-queries';
import { TYPE_CHIPS, emptyMessage, filterCommunities, type TypeChip } from '../lib/filter-communities';
import { CommunityDetailsDialog } from './community-details-dialog';
import { CommunityDeleteDialog } from './community-delete-dialog';
import { TypeTag } from './type-tag';
import { RowActions, STACK_TABLE, stackColumns } from '@afterwork/ui/stack-table';

const loadForm = () => import('./community-form-dialog');
const CommunityFormDialog = lazy(loadForm);
const PAGE_SIZE = 25;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; id: number }
  | { kind: 'view'; id: number }
  | { kind: 'delete'; community: Pick<CommunityListItem, 'id' | 'name'> }
  | null;

/** /admin/communities (spec §2.13): search, type chips, the table and the create, edit, delete and detail dialogs. */
export default function AdminCommunitiesPage() {
  const list = useQuery(communityListQuery());
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeChip>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [formMounted, setFormMounted] = useState(false);
  const deferredSearch = useDeferredValue(search);

  useEffect(() => {
    document.title = 'Communities · Admin · Afterwork';
    void loadForm();
  }, []);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterCommunities(all, deferredSearch, type), [all, deferredSearch, type]);
  const empty = emptyMessage(all.length, shown.length);
  useEffect(() => setPage(1), [deferredSearch, type]);

  const open = (next: Dialog) => {
    if (next?.kind === 'create' || next?.kind === 'edit') setFormMounted(true);
    setDialog(next);
  };

  const columns: TableProps<CommunityListItem>['columns'] = [
    { title: 'Name', dataIndex: 'name', render: (n: string) => <strong>{n}</strong> },
    { title: 'Type', dataIndex: 'type', render: (t: string) => <TypeTag type={t} /> },
    { title: 'Location', dataIndex: 'location' },
    { title: 'Members', dataIndex: 'memberCount', align: 'right', render: (n: number) => n.toLocaleString('en-US') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, c) => (
        <RowActions>
          <Button onClick={() => open({ kind: 'view', id: c.id })} aria-label={`View details of ${c.name}`}>View</Button>
          <Button onClick={() => open({ kind: 'edit', id: c.id })} aria-label={`Edit ${c.name}`}>Edit</Button>
          <Button danger onClick={() => open({ kind: 'delete', community: c })} aria-label={`Delete ${c.name}`}>Delete</Button>
        </RowActions>
      ),
    },
  ];

  return (
    <section className="aw-page aw-admin" aria-labelledby="admin-communities-title">
      <AdminNav />
      <div className="aw-admin-section-head">
        <h1 id="admin-communities-title">Community management</h1>
        <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => open({ kind: 'create' })}>
          Add Community
        </Button>
      </div>
      {list.isPending ? (
        <PageSpinner label="Loading communities..." />
      ) : list.isError ? (
        <AdminLoadError />
      ) : (
        <>
          <div className="aw-admin-filters">
            <Input.Search
              allowClear
              size="large"
              className="aw-admin-search"
              aria-label="Search communities by name or location"
              placeholder="Search communities..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <div role="group" aria-label="Filter by type" className="aw-chips">
              {TYPE_CHIPS.map((chip) => (
                <Button
                  key={chip.value}
                  type={type === chip.value ? 'primary' : 'default'}
                  aria-pressed={type === chip.value}
                  shape="round"
                  onClick={() => setType(chip.value)}
                >
                  {chip.label}
                </Button>
              ))}
            </div>
          </div>
          <p className="aw-admin-count" role="status" aria-live="polite">
            {shown.length === all.length
              ? `${all.length.toLocaleString('en-US')} communities`
              : `Showing ${shown.length.toLocaleString('en-US')} of ${all.length.toLocaleString('en-US')} communities`}
          </p>
          <Table<CommunityListItem>
            rowKey="id"
            columns={stackColumns(columns!)}
      className={STACK_TABLE}
            dataSource={shown}
            scroll={{ x: 720 }}
            pagination={
              shown.length > PAGE_SIZE
                ? { current: page, pageSize: PAGE_SIZE, showSizeChanger: false, onChange: setPage, showTotal: (total, [from, to]) => `${from}-${to} of ${total}` }
                : false
            }
            locale={{ emptyText: <p className="aw-admin-empty">{empty}</p> }}
          />
        </>
      )}
      {formMounted && (
        <Suspense fallback={null}>
          <CommunityFormDialog
            open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
            communityId={dialog?.kind === 'edit' ? dialog.id : null}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      <CommunityDetailsDialog
        id={dialog?.kind === 'view' ? dialog.id : null}
        onClose={() => setDialog(null)}
        onEdit={(id) => open({ kind: 'edit', id })}
        onDelete={(community) => open({ kind: 'delete', community })}
      />
      <CommunityDeleteDialog community={dialog?.kind === 'delete' ? dialog.community : null} onClose={() => setDialog(null)} />
    </section>
  );
}
