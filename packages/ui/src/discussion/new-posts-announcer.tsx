import { useEffect, useRef, useState } from 'react';
import type { DiscussionPost } from '@afterwork/contracts/discussions';

/**
 * A polite live region that tells a screen reader of posts and replies that arrive while the page is open (after a
 * refresh or from the real-time stream), by author, once each: never every character, never the reader's own.
 */
export function NewPostsAnnouncer({ posts }: { posts: DiscussionPost[] | undefined }) {
  // The newest post or reply shown so far: older ones ('Show older posts') are not news.
  const newest = useRef<string | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!posts) return;
    const all = posts.flatMap((p) => [p, ...p.replies]);
    const latest = all.reduce((max, p) => (p.createdAt > max ? p.createdAt : max), '');
    const since = newest.current;
    if (since === null || latest > since) newest.current = latest;
    if (since === null) return; // what was there when the page opened is not news
    const fresh = all.filter((p) => p.createdAt > since);
    const theirs = fresh.filter((p) => !p.mine);
    if (!theirs.length) return;
    const first = theirs[0]!;
    const what = posts.some((p) => p.id === first.id) ? 'New post' : 'New reply';
    setMessage(theirs.length === 1 ? `${what} from ${first.author.name}.` : `${theirs.length} new posts and replies.`);
  }, [posts]);
  return (
    <div className="aw-sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
