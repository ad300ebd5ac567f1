import { useMemo } from 'react';
import StarFilled from '@ant-design/icons/StarFilled';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { Modal } from '@afterwork/ui/antd-overlay';
import type { Resource } from '@afterwork/contracts/resources';
import { formatDay } from '@afterwork/ui/dates';
import { categoryLabel, isExternalLink, ResourceIcon, safeHtml } from '../../resources/public';

export function PreviewResourceDialog({ item, open, onClose, onEdit }: { item: Resource; open: boolean; onClose: () => void; onEdit: () => void }) {
  const html = useMemo(() => (item.content ? safeHtml(item.content) : ''), [item.content]);
  return (
    <Modal
      open={open}
      title="Library Item Preview"
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="close" size="large" onClick={onClose}>Close</Button>,
        <Button key="edit" size="large" type="primary" onClick={onEdit}>Edit Library Item</Button>,
      ]}
    >
      <div className="lib-preview">
        <div className="lib-detail-badges">
          <Tag className="lib-badge">{categoryLabel(item.category)}</Tag>
          {item.featured && <Tag className="lib-badge lib-badge-featured" icon={<StarFilled aria-hidden />}>Featured</Tag>}
          <span className="lib-muted">Added {formatDay(item.createdAt, 'N/A')}</span>
        </div>
        <div className="lib-detail-head">
          <span className="lib-card-icon"><ResourceIcon name={item.iconName} size={28} /></span>
          <h2>{item.title}</h2>
        </div>
        <p>{item.description}</p>
        {isExternalLink(item.link) && (
          <p>
            <strong>Link:</strong>{' '}
            <a href={item.link} target="_blank" rel="noopener noreferrer">{item.link}</a>
          </p>
        )}
        {html ? <div className="lib-content lib-preview-content" dangerouslySetInnerHTML={{ __html: html }} /> : !item.link && <p className="lib-muted">No Content Available</p>}
      </div>
    </Modal>
  );
}
