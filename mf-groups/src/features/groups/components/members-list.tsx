import { useState } from 'react';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Avatar, Tag } from '@afterwork/ui/antd-display';
import { Modal } from '@afterwork/ui/antd-overlay';
import { PageSpinner } from '@afterwork/ui/states';
import { errorText, notify, notifyError } from '@afterwork/shell-sdk';
import { GROUP_ROLE_LABELS, type GroupMember } from '@afterwork/contracts/groups';
import { formatShortDate } from '@afterwork/ui/dates';
import { leaveGroup, setMemberRole } from '../api/groups-mutations';
import { useRefreshGroups } from '../hooks/use-refresh-groups';
import { initials } from '@afterwork/ui/initials';
import { MemberName } from '@afterwork/ui/member-name';


/**
 * Members by name and avatar (not 'User #id'), role Admin, Co-organiser or Member, joined date. Each name links to the profile with
 * Report and Block beside it (issue 31). Group admins may remove members.
 */
export function MembersList({ query, manage }: { query: UseQueryResult<GroupMember[] | null>; manage?: { groupId: number; selfId: number } }) {
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const refresh = useRefreshGroups();
  const remove = useMutation({
    mutationFn: (m: GroupMember) => leaveGroup(m.groupId, m.userId),
    onSuccess: async (_, m) => {
      notify({ title: 'Member removed', description: `${m.name} is no longer a member of this group.`, variant: 'success' });
      setRemoving(null);
      await refresh();
    },
    onError: (err) => notifyError('We could not remove this member', errorText(err)),
  });
  // Co-organisers (issue 34): the admin's choice; they organise activities without an admin's other rights.
  const role = useMutation({
    mutationFn: (v: { m: GroupMember; role: 'organiser' | 'member' }) => setMemberRole(v.m.groupId, v.m.userId, v.role),
    onSuccess: async (_, v) => {
      notify({
        title: v.role === 'organiser' ? 'Co-organiser added' : 'Co-organiser removed',
        description: v.role === 'organiser' ? `${v.m.name} can now create and edit activities and send announcements.` : `${v.m.name} is a member again.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (err) => notifyError('We could not change this member', errorText(err)),
  });
  if (query.isPending) return <PageSpinner label="Loading members..." />;
  if (query.isError) return <p role="alert">We could not load the members. {errorText(query.error)}</p>;
  const list = query.data ?? [];
  if (!list.length) return <p className="aw-empty-line">No members yet.</p>;
  return (
    <>
    <ul className={manage ? 'aw-people aw-people-managed' : 'aw-people'}>
      {list.map((m) => (
        <li key={m.id} className="aw-person">
          <Avatar size={48} src={m.avatar || undefined} alt="" className="aw-person-avatar">
            {initials(m.name)}
          </Avatar>
          <div>
            <MemberName userId={m.userId} name={m.name} />
            <div className="aw-person-meta">
              <Tag className={m.role === 'member' ? 'aw-role-member' : 'aw-role-admin'}>{GROUP_ROLE_LABELS[m.role] ?? 'Member'}</Tag>
              <span>Joined {formatShortDate(m.joinedAt)}</span>
              {m.blockedByMe && <span className="aw-blocked-note">You have blocked them</span>}
            </div>
          </div>
          {manage && m.userId !== manage.selfId && (
            <div className="aw-row">
              {m.role !== 'admin' && (
                <Button
                  size="large"
                  disabled={role.isPending}
                  onClick={() => role.mutate({ m, role: m.role === 'organiser' ? 'member' : 'organiser' })}
                  aria-label={m.role === 'organiser' ? `Make ${m.name} a member again` : `Make ${m.name} a co-organiser`}
                >
                  {m.role === 'organiser' ? 'Make a member again' : 'Make co-organiser'}
                </Button>
              )}
              <Button className="aw-remove" onClick={() => setRemoving(m)} aria-label={`Remove ${m.name} from the group`}>
                Remove
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
    <Modal
      open={!!removing}
      title={removing ? `Remove ${removing.name}?` : ''}
      onCancel={() => setRemoving(null)}
      footer={[
        <Button key="keep" size="large" onClick={() => setRemoving(null)}>
          Keep
        </Button>,
        <Button key="remove" size="large" danger type="primary" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
          Remove
        </Button>,
      ]}
    >
      <p>They will leave the group and their answers to its upcoming activities will be removed. They can join again later.</p>
    </Modal>
    </>
  );
}
