import { useEffect, useState } from 'react';
import PushpinOutlined from '@ant-design/icons/PushpinOutlined';
import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import type { DiscussionPost } from '@afterwork/contracts/discussions';
import { formatDateTime } from '@afterwork/ui/dates';
import { MemberName } from '../member-name';
import { ReportButton } from '../report-button';
import { ScamWarning } from '../scam-warning';
import { Composer } from './composer';
import { LinkedText } from './linked-text';
import { RemoveDialog } from './remove-dialog';
import { PostPhotoActions } from './post-photo';
import { useDiscussionChange, type PlaceId } from './discussion-queries';

export interface PostCardProps {
  post: DiscussionPost;
  where: PlaceId;
  /** The reader writes here (thanks, replies). */
  member: boolean;
  /** The reader pins and removes (group admin, community lead, site admin). */
  moderator: boolean;
  /** A reply (no replies of its own, never pinned). */
  reply?: boolean;
}

/** Re-renders when the author's edit window closes, so 'Edit' goes away on its own. */
function useStillEditable(until: string | null): boolean {
  const end = until ? Date.parse(until) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end <= now) return;
    const t = setTimeout(() => setNow(Date.now()), Math.min(end - now + 50, 2_147_000_000));
    return () => clearTimeout(t);
  }, [end, now]);
  return end > now;
}

const thanksText = (n: number) => (n === 1 ? '1 thank you' : `${n} thank yous`);

/** One post (or reply): who wrote it and when, the words with safe links, and what the reader may do with it. */
export function PostCard({ post, where, member, moderator, reply = false }: PostCardProps) {
  const change = useDiscussionChange(where);
  const [open, setOpen] = useState<'reply' | 'edit' | 'delete' | 'remove' | null>(null);
  const editable = useStillEditable(post.editableUntil);
  const kind = reply ? 'reply' : 'post';
  const act = (c: Parameters<typeof change.mutate>[0], failTitle: string, done?: string) =>
    change.mutate(c, {
      onSuccess: () => {
        if (done) notifySuccess(done);
      },
      onError: (err) => notifyError(failTitle, errorText(err)),
    });

  return (
    // `post-<id>`: where a notice of it or a reply to it leads (…?tab=discussion#post-12).
    <article id={`post-${post.id}`} className={`aw-post${reply ? ' aw-post--reply' : ''}${post.pinned ? ' aw-post--pinned' : ''}`} aria-label={`${reply ? 'Reply' : 'Post'} by ${post.author.name}`}>
      <header className="aw-post-head">
        <MemberName userId={post.author.id} name={post.author.name} className="aw-post-author" />
        <time dateTime={post.createdAt} className="aw-post-time">
          {formatDateTime(post.createdAt)}
        </time>
        {post.editedAt && <span className="aw-post-edited">(edited)</span>}
        {post.pinned && (
          <span className="aw-post-pin">
            <PushpinOutlined aria-hidden /> Pinned
          </span>
        )}
      </header>

      {open === 'edit' ? (
        <Composer
          label={`Change your ${kind}`}
          draftKey={`discussion.edit.${post.id}`}
          initial={post.body}
          sendLabel="Save changes"
          autoFocus
          onSend={(body, confirmed) => change.mutateAsync({ kind: 'edit', postId: post.id, body, confirmed })}
          onSent={() => setOpen(null)}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <p className="aw-post-body">
          <LinkedText text={post.body} />
        </p>
      )}

      {post.photo && open !== 'edit' && (
        <figure className="aw-post-photo">
          <img src={post.photo.url} alt={post.photo.alt} loading="lazy" />
        </figure>
      )}
      {post.mine && (post.photo || editable) && <PostPhotoActions post={post} canAdd={editable} where={where} />}

      {post.warning && <ScamWarning reasons={post.warningReasons} report={{ targetType: 'post', targetId: post.id, targetName: `this ${kind} by ${post.author.name}` }} />}

      <div className="aw-post-actions">
        {post.thanks > 0 && <span className="aw-post-thanks">{thanksText(post.thanks)}</span>}
        {member && !post.mine && (
          <Button
            size="large"
            aria-pressed={post.thankedByMe}
            className="aw-post-action"
            onClick={() => act({ kind: 'thank', postId: post.id, on: !post.thankedByMe }, 'Your thanks were not saved')}
          >
            {post.thankedByMe ? 'Thanked' : 'Thank you'}
          </Button>
        )}
        {member && !reply && (
          <Button size="large" className="aw-post-action" aria-expanded={open === 'reply'} onClick={() => setOpen(open === 'reply' ? null : 'reply')}>
            Reply
          </Button>
        )}
        {post.mine && editable && open !== 'edit' && (
          <Button size="large" className="aw-post-action" onClick={() => setOpen('edit')}>
            Edit
          </Button>
        )}
        {post.mine && (
          <Button size="large" className="aw-post-action" danger onClick={() => setOpen('delete')}>
            Delete
          </Button>
        )}
        {moderator && !reply && (
          <Button
            size="large"
            className="aw-post-action"
            onClick={() => act({ kind: 'pin', postId: post.id, on: !post.pinned }, post.pinned ? 'Not unpinned' : 'Not pinned', post.pinned ? 'Unpinned' : 'Pinned to the top')}
          >
            {post.pinned ? 'Unpin' : 'Pin to top'}
          </Button>
        )}
        {moderator && !post.mine && (
          <Button size="large" className="aw-post-action" danger onClick={() => setOpen('remove')}>
            Remove
          </Button>
        )}
        {!post.mine && (member || moderator) && <ReportButton targetType="post" targetId={post.id} targetName={`this ${kind} by ${post.author.name}`} />}
      </div>

      {!reply && post.replies.length > 0 && (
        <ul className="aw-post-replies" aria-label={`Replies to ${post.author.name}`}>
          {post.replies.map((r) => (
            <li key={r.id}>
              <PostCard post={r} where={where} member={member} moderator={moderator} reply />
            </li>
          ))}
        </ul>
      )}

      {open === 'reply' && (
        <div className="aw-post-reply-box">
          <Composer
            label={`Your reply to ${post.author.name}`}
            draftKey={`discussion.reply.${post.id}`}
            sendLabel="Send reply"
            rows={3}
            autoFocus
            onSend={(body, confirmed) => change.mutateAsync({ kind: 'reply', postId: post.id, body, confirmed })}
            onSent={() => setOpen(null)}
            onCancel={() => setOpen(null)}
          />
        </div>
      )}

      {open === 'delete' && (
        <Modal
          open
          title={`Delete your ${kind}?`}
          onCancel={() => setOpen(null)}
          footer={[
            <Button key="keep" size="large" onClick={() => setOpen(null)} disabled={change.isPending}>
              Keep it
            </Button>,
            <Button
              key="delete"
              size="large"
              type="primary"
              danger
              loading={change.isPending}
              onClick={() =>
                change.mutate(
                  { kind: 'delete', postId: post.id },
                  {
                    onSuccess: () => {
                      setOpen(null);
                      notifySuccess('Deleted', `Your ${kind} was deleted.`);
                    },
                    onError: (err) => notifyError('Not deleted', errorText(err)),
                  },
                )
              }
            >
              Yes, delete it
            </Button>,
          ]}
        >
          <p>{reply ? 'Your reply will be gone for everyone.' : 'Your post and the replies to it will be gone for everyone.'} This cannot be undone.</p>
        </Modal>
      )}
      {open === 'remove' && (
        <RemoveDialog
          authorName={post.author.name}
          onClose={() => setOpen(null)}
          onRemove={(reason) => change.mutateAsync({ kind: 'remove', postId: post.id, reason }).then(() => notifySuccess('Post removed', `${post.author.name} will be told why.`))}
        />
      )}
    </article>
  );
}
