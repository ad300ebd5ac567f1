import { Link, useLocation, useNavigate } from '@afterwork/ui/router';
import { CalendarOutlined, CheckCircleFilled, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { Tag } from '@afterwork/ui/antd-display';
import { LinkButton } from '@afterwork/ui/link-button';
import type { Group } from '@afterwork/contracts/groups';
import { kmText } from '@afterwork/contracts/places';
import { typeColor, typeLabel } from '../lib/group-types';
import { GroupImage } from './group-image';

export const memberCountText = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

/**
 * A group card (spec part 2 §2.6): image, name, type, description, member count, location,
 * 'Activities' (the group's activities) and 'Join Group' (signed-in: the join dialog; visitors: /auth).
 */
export function GroupCard({
  group, layout, signedIn, isMember, onJoin,
}: { group: Group; layout: 'grid' | 'list'; signedIn: boolean; isMember: boolean; onJoin: (g: Group) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = `/groups/${group.id}`;
  return (
    <article className={`aw-group-card aw-group-card-${layout}`} aria-labelledby={`group-${group.id}-name`}>
      <GroupImage name={group.name} type={group.type} imageUrl={group.imageUrl} />
      <div className="aw-group-card-body">
        <div className="aw-group-card-head">
          <h2 id={`group-${group.id}-name`} className="aw-group-card-title">
            <Link to={href}>{group.name}</Link>
          </h2>
          <Tag className="aw-type-tag" style={{ color: typeColor(group.type), borderColor: typeColor(group.type) }}>
            {typeLabel(group.type)}
          </Tag>
        </div>
        <p className="aw-group-card-desc">{group.description}</p>
        <ul className="aw-facts">
          <li>
            <TeamOutlined aria-hidden /> {memberCountText(group.memberCount)}
          </li>
          {group.location && (
            <li>
              <EnvironmentOutlined aria-hidden /> <span>{group.distanceKm !== undefined ? `${group.location}, ${kmText(group.distanceKm)}` : group.location}</span>
            </li>
          )}
        </ul>
        <div className="aw-card-actions">
          <LinkButton to={`${href}?tab=upcoming`} size="large" icon={<CalendarOutlined aria-hidden />} aria-label={`Activities of ${group.name}`}>
            Activities
          </LinkButton>
          {isMember ? (
            <span className="aw-member-note">
              <CheckCircleFilled aria-hidden /> You are a member
            </span>
          ) : (
            <Button
              size="large"
              type="primary"
              aria-label={`Join Group: ${group.name}`}
              onClick={() => (signedIn ? onJoin(group) : navigate('/auth?tab=register', { state: { from: location.pathname + location.search } }))}
            >
              Join Group
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
