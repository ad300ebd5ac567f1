import { lazy, Suspense, useState } from 'react';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { sentToMessage } from '@afterwork/contracts/announcements';
import type { DiscussionPost } from '@afterwork/contracts/discussions';
import { formatDateTime } from '@afterwork/ui/dates';
import type { AnnounceActivity } from '../announce-dialog';
import { MemberName } from '../member-name';
import { LinkedText } from './linked-text';

// The dialog is only for organisers: loaded when one opens it.
const AnnounceDialog = lazy(() => import('../announce-dialog').then((m) => ({ default: m.AnnounceDialog })));

/** One organiser's announcement: marked as such, who it went to and how many, then the words (no replies). */
function AnnouncementCard({ post }: { post: DiscussionPost }) {
  return (
    <article id={`post-${post.id}`} className="aw-post aw-post--announcement" aria-label={`Announcement by ${post.author.name}`}>
      <header className="aw-post-head">
        <span className="aw-announcement-mark">
          <NotificationOutlined aria-hidden /> Announcement
        </span>
        <MemberName userId={post.author.id} name={post.author.name} className="aw-post-author" />
        <time dateTime={post.createdAt} className="aw-post-time">
          {formatDateTime(post.createdAt)}
        </time>
      </header>
      {post.audience && (
        <p className="aw-announcement-audience">
          {post.audience.label}. {sentToMessage(post.audience.count)}.
        </p>
      )}
      <p className="aw-post-body">
        <LinkedText text={post.body} />
      </p>
    </article>
  );
}

/**
 * The organisers' announcements at the top of a group's or community's discussion (issue 30, item 3), and for an
 * organiser 'Send an announcement'. `onSent` refreshes the discussion so the new one shows here.
 */
export function Announcements({ announcements, place, placeId, moderator, activities, onSent }: {
  announcements: DiscussionPost[];
  place: 'group' | 'community';
  placeId: number;
  moderator: boolean;
  activities?: AnnounceActivity[];
  onSent: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (announcements.length === 0 && !moderator) return null;
  return (
    <div className="aw-announcements">
      {moderator && (
        <Button size="large" className="aw-announce-open" onClick={() => setOpen(true)}>
          Send an announcement
        </Button>
      )}
      {announcements.length > 0 && (
        <ul className="aw-discussion-list" aria-label="Announcements">
          {announcements.map((a) => (
            <li key={a.id}>
              <AnnouncementCard post={a} />
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <AnnounceDialog place={place} placeId={placeId} activities={activities} onClose={() => setOpen(false)} onSent={onSent} />
        </Suspense>
      )}
    </div>
  );
}
