import type { ReactNode } from 'react';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { membersText } from '../lib/explorer-filters';

/** One line of facts under a name: an icon (hidden from screen readers) and the words. */
export function MetaLine({ icon, children, as: Tag = 'p' }: { icon: ReactNode; children: ReactNode; as?: 'p' | 'span' }) {
  return (
    <Tag className="cm-meta">
      {icon}
      {children}
    </Tag>
  );
}

/** Where it meets; nothing when no place is given. */
export const LocationLine = ({ location, as }: { location: string | null | undefined; as?: 'p' | 'span' }) =>
  location ? <MetaLine icon={<EnvironmentOutlined aria-hidden />} as={as}>{location}</MetaLine> : null;

export const MembersLine = ({ memberCount, as }: { memberCount: number | null | undefined; as?: 'p' | 'span' }) => (
  <MetaLine icon={<TeamOutlined aria-hidden />} as={as}>{membersText(memberCount)}</MetaLine>
);

/** Where a place (community or group) meets and how many belong to it: the page header's and the group list's lines. */
export function PlaceMeta({ location, memberCount, as }: { location: string | null | undefined; memberCount: number | null | undefined; as?: 'p' | 'span' }) {
  return (
    <>
      <LocationLine location={location} as={as} />
      <MembersLine memberCount={memberCount} as={as} />
    </>
  );
}
