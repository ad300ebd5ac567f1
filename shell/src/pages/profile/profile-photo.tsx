import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { ApiError, apiRequest, errorText, notifySuccess, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { PHOTO_ACCEPT, PHOTO_DEFAULT_MAX_MB, PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import type { CurrentUser } from '@afterwork/contracts/users';
import { MemberAvatar } from './member-ui';

/** Sends the file itself as the body: the server reads its type from its bytes (JPEG, PNG or HEIC). */
async function uploadPhoto(file: File): Promise<CurrentUser> {
  let res: Response;
  try {
    res = await fetch(apiPaths.myPhoto, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new Error('The photo could not be sent. Please check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as (CurrentUser & { error?: { message?: string } }) | null;
  if (!res.ok) throw new ApiError(res.status, body?.error?.message ?? `Error ${res.status}`);
  return body as CurrentUser;
}

/**
 * Your photo (issue 19 §7): choose one from the phone or computer (JPEG, PNG or HEIC); the server makes it a
 * square and removes where it was taken. Large targets, and what happened said in words next to the button.
 */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const done = (updated: CurrentUser, message: string) => {
    session.setUser(updated);
    void session.refresh();
    setProblem(null);
    notifySuccess('Photo saved', message);
  };
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (u) => done(u, PHOTO_MESSAGES.uploaded),
    onError: (err) => setProblem(errorText(err)),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<CurrentUser>(apiPaths.myPhoto, { method: 'DELETE' }),
    onSuccess: (u) => done(u, PHOTO_MESSAGES.removed),
    onError: (err) => setProblem(errorText(err)),
  });

  const onPick = (file: File | undefined) => {
    if (!file) return;
    // The server checks too; saying it here spares a long wait on a slow connection.
    if (file.size > PHOTO_DEFAULT_MAX_MB * 1024 * 1024) return setProblem(PHOTO_MESSAGES.tooLarge(PHOTO_DEFAULT_MAX_MB * 1024 * 1024));
    setProblem(null);
    upload.mutate(file);
  };
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="aw-panel aw-photo-panel">
      <h2>Your photo</h2>
      <div className="aw-photo-row">
        <MemberAvatar name={user.name} avatar={user.avatar} size={96} />
        <p className="aw-hint">A photo from your phone or computer (JPEG, PNG or HEIC), up to {PHOTO_DEFAULT_MAX_MB} MB. We make it square and remove where it was taken.</p>
      </div>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        className="aw-sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-file"
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = ''; // choosing the same file again still counts
        }}
      />
      <div className="aw-photo-actions">
        <Button type="primary" size="large" loading={upload.isPending} disabled={busy} aria-describedby={statusId} onClick={() => input.current?.click()}>
          {upload.isPending ? 'Uploading...' : user.avatar ? 'Choose a new photo' : 'Upload a photo'}
        </Button>
        {user.avatar && (
          <Button size="large" danger loading={remove.isPending} disabled={busy} onClick={() => remove.mutate()}>
            Remove photo
          </Button>
        )}
      </div>
      <div id={statusId} aria-live="polite">
        {problem && (
          <p className="aw-photo-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
