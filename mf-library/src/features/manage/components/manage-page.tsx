import { useState } from 'react';
import { BackLink } from '@afterwork/ui/back-link';
import { useQuery } from '@tanstack/react-query';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { Table, type TableProps } from '@afterwork/ui/antd-data';
import { RowActions, STACK_TABLE, stackColumns } from '@afterwork/ui/stack-table';
import { PageSpinner } from '@afterwork/ui/states';
import type { Resource } from '@afterwork/contracts/resources';
import { formatDay } from '@afterwork/ui/dates';
import { categoryLabel, manageListQuery } from '../../resources/public';
import { AddResourceDialog, EditResourceDialog } from './resource-form-dialogs';
import { DeleteResourceDialog } from './delete-resource-dialog';
import { PreviewResourceDialog } from './preview-resource-dialog';
import '../../../library.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete' | 'preview'; item: Resource } | null;

/** /resources/manage (admins only; the routes send others away and the server refuses them). Lazy chunk. */
export default function ManagePage() {
  const list = useQuery(manageListQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  // The add dialog is re-keyed on every open, so its form starts empty (spec part 1 §4).
  const [addCount, setAddCount] = useState(0);
  const close = () => setDialog(null);
  const open = (d: Exclude<Dialog, null>) => {
    if (d.kind === 'add') setAddCount((n) => n + 1);
    setDialog(d);
  };

  const stop = (fn: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  const columns: TableProps<Resource>['columns'] = [
    { title: 'Title', dataIndex: 'title', key: 'title', render: (t: string) => <strong>{t}</strong> },
    { title: 'Category', dataIndex: 'category', key: 'category', render: (c: string) => <Tag className="lib-badge">{categoryLabel(c)}</Tag> },
    {
      title: 'Featured', dataIndex: 'featured', key: 'featured',
      render: (f: boolean) => (f ? <span className="lib-featured-yes"><StarFilled aria-hidden /> Yes</span> : 'No'),
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (d: string) => formatDay(d, 'N/A') },
    {
      title: 'Actions', key: 'actions',
      render: (_: unknown, r: Resource) => (
        <RowActions>
          <Button onClick={stop(() => open({ kind: 'preview', item: r }))} icon={<EyeOutlined aria-hidden />} aria-label={`Preview ${r.title}`}>Preview</Button>
          <Button onClick={stop(() => open({ kind: 'edit', item: r }))} icon={<EditOutlined aria-hidden />} aria-label={`Edit ${r.title}`}>Edit</Button>
          <Button danger onClick={stop(() => open({ kind: 'delete', item: r }))} icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${r.title}`}>Delete</Button>
        </RowActions>
      ),
    },
  ];

  let body: React.ReactNode;
  if (list.isPending) body = <PageSpinner label="Loading library items..." />;
  else if (list.isError) {
    body = (
      <div className="lib-message" role="alert">
        <p>Failed to load library items. Please try again later.</p>
        <Button type="primary" size="large" onClick={() => void list.refetch()}>Retry</Button>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <div className="lib-message">
        <h2>No Library Items</h2>
        <p>There is nothing in the library yet. Add the first item to get started.</p>
        <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => open({ kind: 'add' })}>Add to Library</Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="lib-total">Total: {list.data.length} library items available in the system.</p>
        <Table<Resource>
          rowKey="id"
          columns={stackColumns(columns!)}
          className={STACK_TABLE}
          dataSource={list.data}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 820 }}
          onRow={(r) => ({ onClick: () => open({ kind: 'preview', item: r }), className: 'lib-row-clickable' })}
        />
      </>
    );
  }

  const item = dialog && dialog.kind !== 'add' ? dialog.item : null;
  return (
    <div className="lib-page">
      <BackLink to="/resources">Back to Resources</BackLink>
      <div className="lib-section-head lib-manage-head">
        <div>
          <h1>Manage Resource Library</h1>
          <p className="lib-lead">Add, edit and remove the articles, videos and guides members see in the library.</p>
        </div>
        <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => open({ kind: 'add' })}>Add New</Button>
      </div>
      {body}
      <AddResourceDialog key={`add-${addCount}`} open={dialog?.kind === 'add'} onClose={close} />
      {item && dialog?.kind === 'edit' && <EditResourceDialog key={`edit-${item.id}`} item={item} open onClose={close} />}
      {item && dialog?.kind === 'delete' && <DeleteResourceDialog item={item} open onClose={close} />}
      {item && dialog?.kind === 'preview' && (
        <PreviewResourceDialog item={item} open onClose={close} onEdit={() => open({ kind: 'edit', item })} />
      )}
    </div>
  );
}
