import { Link } from '@afterwork/ui/router';
import { LinkButton } from '@afterwork/ui/link-button';
import { formatDateTime } from '@afterwork/ui/dates';
import { useSignInFirst } from '@afterwork/ui/use-sign-in-first';
import type { PortalForumTopic } from '@afterwork/contracts/portals';
import { usePortalLocal } from '../api/portals-queries';

/** Where a place's discussion opens: its page, on the 'Discussion' tab. */
const discussionLink = (t: PortalForumTopic) => `${t.kind === 'community' ? '/communities' : '/groups'}/${t.id}?tab=discussion`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Community Forum' (issue 30): the real discussions of the communities and groups behind the portal, liveliest
 * first, each with its posts, replies and last activity, and 'Join Discussion' opening it. The words themselves are
 * for members: the place's page invites a visitor to join.
 */
export function PortalForum({ title }: { title: string }) {
  const { session } = useSignInFirst();
  const local = usePortalLocal(title, session.user?.id);
  if (local.isPending) return <p role="status">Loading the forum...</p>;
  const topics = local.data?.forum ?? [];
  if (topics.length === 0) return <p>There is no forum for {title} yet. The communities and groups above are where members meet and talk.</p>;
  return (
    <ul className="pp-list">
      {topics.map((t) => (
        <li key={`${t.kind}-${t.id}`}>
          <h3>
            <Link to={discussionLink(t)} className="pp-title-link">
              {t.name}
            </Link>
          </h3>
          <p>
            {plural(t.posts, 'post', 'posts')}, {plural(t.replies, 'reply', 'replies')}
          </p>
          <p>
            Last message: <time dateTime={t.lastActivityAt}>{formatDateTime(t.lastActivityAt)}</time>
          </p>
          <LinkButton to={discussionLink(t)} size="large" block aria-label={`Join Discussion: ${t.name}`}>
            Join Discussion
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
