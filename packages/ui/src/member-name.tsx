import { lazy, Suspense, useState } from 'react';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { useSession } from '@afterwork/shell-sdk';
import { BLOCK_EXPLAINED } from '@afterwork/contracts/safety-words';
import { Button } from '@afterwork/ui/antd-base';
import { Dropdown, Modal } from '@afterwork/ui/antd-overlay';
import { Link, useNavigate } from '@afterwork/ui/router';
import { useBlockChange } from './block-member';
import './member-name.css';

const ReportDialog = lazy(() => import('./report-dialog'));

/** Where a member's profile is; the name travels along, so a profile she may not see can still name him. */
export const profilePath = (userId: number) => `/profile/${userId}`;

/** Where 'Send a message' opens: the conversation with the member (a new one, or the one the two already have). */
export const messagePath = (userId: number) => `/messages?to=${userId}`;

/**
 * A member's name wherever members meet (a group's members, who is coming, a community's leads; issue 31): it links
 * to the profile (which keeps its own privacy rules) and, for a signed-in member looking at someone else, a small
 * menu beside it offers 'Send a message', 'Report' and 'Block' at once. One piece for the shell and every remote.
 */
export function MemberName({ userId, name, className }: { userId: number | null; name: string; className?: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const block = useBlockChange();
  const navigate = useNavigate();
  // A former member (an account deleted: no id) is only a name.
  if (userId == null) return <span className={className}>{name}</span>;
  const others = !!user && user.id !== userId;
  return (
    <span className={`aw-member-name${className ? ` ${className}` : ''}`}>
      <Link to={profilePath(userId)} state={{ name }} className="aw-member-link">
        {name}
      </Link>
      {others && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'message', label: 'Send a message' },
              { key: 'report', label: 'Report' },
              { key: 'block', label: 'Block', danger: true },
            ],
            onClick: ({ key }) => (key === 'message' ? navigate(messagePath(userId)) : setOpen(key as 'report' | 'block')),
          }}
        >
          <Button type="text" className="aw-member-menu" aria-label={`Send a message to, report or block ${name}`} icon={<MoreOutlined aria-hidden />} />
        </Dropdown>
      )}
      {open === 'report' && (
        <Suspense fallback={null}>
          <ReportDialog targetType="member" targetId={userId} targetName={name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {open === 'block' && (
        <Modal
          open
          title={`Block ${name}?`}
          onCancel={() => setOpen(null)}
          footer={[
            <Button key="cancel" size="large" onClick={() => setOpen(null)} disabled={block.isPending}>
              Cancel
            </Button>,
            <Button
              key="block"
              size="large"
              type="primary"
              danger
              loading={block.isPending}
              onClick={() => block.mutate({ userId, block: true }, { onSuccess: () => setOpen(null) })}
            >
              Yes, block {name}
            </Button>,
          ]}
        >
          <p className="aw-member-block-text">
            {BLOCK_EXPLAINED} You can unblock them in Settings.
          </p>
        </Modal>
      )}
    </span>
  );
}
