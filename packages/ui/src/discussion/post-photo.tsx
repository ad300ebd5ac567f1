import { useId, useRef, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, errorText, notifyError, notifySuccess } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { DiscussionPost } from '@afterwork/contracts/discussions';
import { PHOTO_DEFAULT_MAX_MB, PHOTO_MESSAGES, POST_PHOTO_ALT_MAX, POST_PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import { PhotoFileInput } from '@afterwork/ui/photo-file-input';
import type { PlaceId } from './discussion-queries';

/** A photo chosen for the next post, with the words that describe it. */
export interface ChosenPhoto {
  file: File;
  alt: string;
}

/** Sends the file itself as the body (the server reads its type from its bytes); answers the post with its photo. */
export async function uploadPostPhoto(postId: number, photo: ChosenPhoto): Promise<DiscussionPost> {
  const alt = photo.alt.trim();
  let res: Response;
  try {
    res = await fetch(`${apiPaths.discussionPhoto(postId)}${alt ? `?alt=${encodeURIComponent(alt)}` : ''}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': photo.file.type || 'application/octet-stream', Accept: 'application/json' },
      body: photo.file,
    });
  } catch {
    throw new Error('The photo could not be sent. Please check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as (DiscussionPost & { error?: { message?: string } }) | null;
  if (!res.ok) throw new ApiError(res.status, body?.error?.message ?? `Error ${res.status}`);
  return body as DiscussionPost;
}

/**
 * 'Add a photo (optional)' under the composer of a new post (issue 30): a big button opens the file picker; the chosen
 * photo's name shows with 'Remove' and a box for the words that describe it. Sent after the post's words.
 */
export function PostPhotoPicker({ photo, onChange }: { photo: ChosenPhoto | null; onChange: (photo: ChosenPhoto | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const altId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    // The server checks too; saying it here spares a long wait on a slow connection.
    if (file.size > PHOTO_DEFAULT_MAX_MB * 1024 * 1024) return setProblem(PHOTO_MESSAGES.tooLarge(PHOTO_DEFAULT_MAX_MB * 1024 * 1024));
    setProblem(null);
    onChange({ file, alt: photo?.alt ?? '' });
  };
  return (
    <div className="aw-post-photo-picker">
      <PhotoFileInput ref={input} onPick={pick} testId="post-photo-file" />
      {photo ? (
        <>
          <p className="aw-post-photo-chosen">
            Photo to send with your post: <strong>{photo.file.name}</strong>
          </p>
          <label htmlFor={altId} className="aw-post-photo-alt-label">
            Describe the photo for people who cannot see it (optional)
          </label>
          <input
            id={altId}
            className="aw-post-photo-alt ant-input"
            maxLength={POST_PHOTO_ALT_MAX}
            value={photo.alt}
            onChange={(e) => onChange({ ...photo, alt: e.target.value })}
          />
          <div className="aw-row">
            <Button size="large" onClick={() => input.current?.click()}>
              Choose another photo
            </Button>
            <Button size="large" onClick={() => onChange(null)}>
              Remove photo
            </Button>
          </div>
        </>
      ) : (
        <Button size="large" onClick={() => input.current?.click()}>
          Add a photo (optional)
        </Button>
      )}
      {problem && (
        <p className="aw-post-photo-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The author's own post: 'Add a photo' while it can still be changed (the edit window), 'Remove photo' any time.
 * The discussion is fetched again after either.
 */
export function PostPhotoActions({ post, canAdd, where }: { post: DiscussionPost; canAdd: boolean; where: PlaceId }) {
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: [where.place === 'group' ? apiPaths.groupDiscussion(where.id) : where.place === 'activity' ? apiPaths.activityDiscussion(where.id) : apiPaths.communityDiscussion(where.id)] });
  const run = async (work: () => Promise<unknown>, done: string, failTitle: string) => {
    setBusy(true);
    try {
      await work();
      notifySuccess(done);
      await refresh();
    } catch (err) {
      notifyError(failTitle, errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const add = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_DEFAULT_MAX_MB * 1024 * 1024) return notifyError('Photo not added', PHOTO_MESSAGES.tooLarge(PHOTO_DEFAULT_MAX_MB * 1024 * 1024));
    void run(() => uploadPostPhoto(post.id, { file, alt: '' }), POST_PHOTO_MESSAGES.added, 'Photo not added');
  };
  return (
    <div className="aw-row aw-post-photo-actions">
      <PhotoFileInput ref={input} onPick={add} />
      {post.photo ? (
        <Button size="large" loading={busy} onClick={() => void run(() => apiRequest(apiPaths.discussionPhoto(post.id), { method: 'DELETE' }), POST_PHOTO_MESSAGES.removed, 'Photo not removed')}>
          Remove photo
        </Button>
      ) : (
        canAdd && (
          <Button size="large" loading={busy} onClick={() => input.current?.click()}>
            Add a photo
          </Button>
        )
      )}
    </div>
  );
}
