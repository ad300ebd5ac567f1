import { useQuery } from '@tanstack/react-query';
import { ExportOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { Descriptions } from '@afterwork/ui/antd-data';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText } from '@afterwork/shell-sdk';
import type { Community } from '@afterwork/contracts/communities';
import { formatDateTime } from '@afterwork/ui/dates';
import { useNarrow } from '../../../common/use-narrow';
import { communityQuery } from '../api/communities-queries';
import { TypeTag } from './type-tag';

/** A community's details; 'View on Website' opens its public page in a new tab; edit and delete from here. */
export function CommunityDetailsDialog({ id, onClose, onEdit, onDelete }: {
  id: number | null;
  onClose: () => void;
  onEdit: (id: number) => void;
  onDelete: (c: Pick<Community, 'id' | 'name'>) => void;
}) {
  const narrow = useNarrow();
  const q = useQuery({ ...communityQuery(id ?? 0), enabled: id != null });
  const c = q.data;
  return (
    <Modal
      open={id != null}
      title={<h2 className="aw-dialog-title">{c ? c.name : 'Community details'}</h2>}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={
        <div className="aw-dialog-actions">
          <Button size="large" onClick={onClose}>Close</Button>
          {c && (
            <>
              <Button size="large" href={`/communities/${c.id}`} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />}>
                View on Website<span className="aw-sr-only"> (opens in a new tab)</span>
              </Button>
              <Button size="large" danger onClick={() => onDelete(c)}>Delete</Button>
              <Button size="large" type="primary" onClick={() => onEdit(c.id)}>Edit</Button>
            </>
          )}
        </div>
      }
    >
      {q.isPending ? (
        <p role="status">Loading the community...</p>
      ) : q.isError ? (
        <p role="alert">We could not load this community: {errorText(q.error)}</p>
      ) : (
        <Descriptions column={1} bordered size="middle" layout={narrow ? 'vertical' : 'horizontal'}>
          <Descriptions.Item label="Type"><TypeTag type={q.data.type} /></Descriptions.Item>
          <Descriptions.Item label="Location">{q.data.location}</Descriptions.Item>
          <Descriptions.Item label="Description"><span className="aw-pre">{q.data.description}</span></Descriptions.Item>
          <Descriptions.Item label="Members">{q.data.memberCount.toLocaleString('en-US')}</Descriptions.Item>
          <Descriptions.Item label="Latitude, longitude">{q.data.latitude}, {q.data.longitude}</Descriptions.Item>
          <Descriptions.Item label="Image">{q.data.imageUrl ? <span className="aw-break">{q.data.imageUrl}</span> : 'None'}</Descriptions.Item>
          <Descriptions.Item label="Cover photo">{q.data.coverPhoto ? <span className="aw-break">{q.data.coverPhoto}</span> : 'None'}</Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(q.data.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Last updated">{formatDateTime(q.data.updatedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
