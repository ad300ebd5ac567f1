import { useId, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { errorText, notifyError } from '@afterwork/shell-sdk';
import type { DiscussionPost } from '@afterwork/contracts/discussions';
import { PageSpinner, RetryButton } from '../states';
import { useSignInFirst } from '../use-sign-in-first';
import type { AnnounceActivity } from '../announce-dialog';
import { Announcements } from './announcements';
import { Composer } from './composer';
import { NewPostsAnnouncer } from './new-posts-announcer';
import { PostCard } from './post-card';
import { PostPhotoPicker, uploadPostPhoto, type ChosenPhoto } from './post-photo';
import { useDiscussion, useDiscussionChange, useReadDiscussionNotices, type PlaceId } from './discussion-queries';
import './discussion.css';

export interface DiscussionPanelProps {
  where: PlaceId;
  /** The group's or community's name ('Write to Tuesday Walkers'). */
  placeName: string;
  /** How a signed-in member who is not in the place joins it (the page's own join dialog or call). */
  onJoin?: () => void;
  /** The heading is shown by a tab already: keep it for screen readers only. */
  headingHidden?: boolean;
  /** The page's query to come back to after signing in ('?join=1&tab=discussion' finishes a join there). */
  signInReturn?: string;
  /** The section's heading (default 'Discussion'; an activity's is 'Questions and chat'). */
  heading?: string;
  /** What members do here, for the invitation to join (default: a group's or community's talk). */
  about?: string;
  /** The host's name when it is not the place itself (an activity's group or community: 'Join ... to take part'). */
  hostName?: string;
  /** The place's coming dates, for an organiser's announcement to the members going to one (none: 'everyone' only). */
  announceActivities?: AnnounceActivity[];
}

export const postCountText = (n: number) => (n === 0 ? 'No posts yet' : n === 1 ? '1 post' : `${n} posts`);

/**
 * A group's or a community's discussion (issue 30): members read and write, newest activity first with 'Show older
 * posts'; visitors and non-members see how many posts there are and are invited to join. One piece for every remote.
 */
export function DiscussionPanel({ where, placeName, onJoin, headingHidden = false, signInReturn, heading: title = 'Discussion', about, hostName, announceActivities }: DiscussionPanelProps) {
  const headingId = useId();
  const { session, sendToSignIn } = useSignInFirst();
  const discussion = useDiscussion(where, session.status !== 'loading');
  const post = useDiscussionChange(where);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  /** The words first; then the photo, if one was chosen (a refused photo leaves the post, and says why). */
  const sendPost = async (body: string, confirmed?: boolean) => {
    const created = (await post.mutateAsync({ kind: 'post', body, confirmed })) as DiscussionPost;
    if (!photo) return created;
    try {
      await uploadPostPhoto(created.id, photo);
      setPhoto(null);
    } catch (err) {
      notifyError('Your post was sent without its photo', `${errorText(err)} You can add it again below your post's words.`);
      setPhoto(null);
    }
    void discussion.refetch();
    return created;
  };
  const firstPage = discussion.data?.pages[0];
  useReadDiscussionNotices(where, Boolean(firstPage && (firstPage.member || firstPage.moderator)));
  const word = where.place === 'activity' ? 'activity' : where.place;
  const host = hostName ?? placeName;

  const heading = (
    <h2 id={headingId} className={headingHidden ? 'aw-sr-only' : 'aw-discussion-heading'}>
      {title}
    </h2>
  );
  if (discussion.isPending) return <PageSpinner label="Loading the discussion..." />;
  if (discussion.isError) {
    return (
      <section className="aw-discussion" aria-labelledby={headingId}>
        {heading}
        <p role="alert">
          We could not load the discussion. {errorText(discussion.error)} <RetryButton onRetry={() => void discussion.refetch()} />
        </p>
      </section>
    );
  }
  const first = discussion.data.pages[0]!;
  const readable = first.member || first.moderator;
  if (!readable) {
    return (
      <section className="aw-discussion" aria-labelledby={headingId}>
        {heading}
        <div className="aw-discussion-invite">
          <p className="aw-discussion-count">
            {first.count === 0 ? `No one has posted in this ${word}'s ${title.toLowerCase()} yet.` : `${postCountText(first.count)} in this ${word}'s ${title.toLowerCase()}.`}
          </p>
          <p>
            {about ?? `Members of ${host} talk here: lifts, plans and news.`} Join {host} to read the posts and take part.
          </p>
          {session.user ? (
            onJoin && (
              <Button type="primary" size="large" onClick={onJoin}>
                Join to take part
              </Button>
            )
          ) : (
            <Button type="primary" size="large" onClick={() => sendToSignIn(null, signInReturn)}>
              Sign in to join the discussion
            </Button>
          )}
        </div>
      </section>
    );
  }

  const posts = discussion.data.pages.flatMap((p) => p.posts);
  const pinned = first.pinned;
  const card = (p: (typeof posts)[number]) => <PostCard key={p.id} post={p} where={where} member={first.member} moderator={first.moderator} />;
  return (
    <section className="aw-discussion" aria-labelledby={headingId}>
      {heading}
      <NewPostsAnnouncer posts={pinned ? [pinned, ...posts] : posts} />
      {where.place !== 'activity' && (
        <Announcements
          announcements={first.announcements ?? []}
          place={where.place}
          placeId={where.id}
          moderator={first.organiser ?? first.moderator}
          activities={announceActivities}
          onSent={() => void discussion.refetch()}
        />
      )}
      {first.closed ? (
        <p className="aw-discussion-note" role="note">
          {first.closed}
        </p>
      ) : first.member ? (
        <Composer
          label={where.place === 'activity' ? `Ask or tell everyone going to ${placeName}` : `Write to everyone in ${placeName}`}
          draftKey={`discussion.${where.place}.${where.id}`}
          rows={5}
          onSend={sendPost}
          extra={<PostPhotoPicker photo={photo} onChange={setPhoto} />}
        />
      ) : (
        <p className="aw-discussion-note">You can read and look after this discussion. Only members write in it.</p>
      )}
      {pinned && <div className="aw-discussion-pinned">{card(pinned)}</div>}
      {posts.length === 0 && !pinned ? (
        <p className="aw-empty-line">No posts yet. Say hello, or ask the others a question.</p>
      ) : (
        <ul className="aw-discussion-list" aria-label="Posts, newest activity first">
          {posts.map((p) => (
            <li key={p.id}>{card(p)}</li>
          ))}
        </ul>
      )}
      {discussion.hasNextPage && (
        <Button size="large" className="aw-discussion-more" loading={discussion.isFetchingNextPage} onClick={() => void discussion.fetchNextPage()}>
          Show older posts
        </Button>
      )}
    </section>
  );
}

export default DiscussionPanel;
