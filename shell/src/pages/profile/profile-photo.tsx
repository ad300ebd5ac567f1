import { useId, useRef, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { errorText, notifySuccess, useSession } from '@afterwork/shell-sdk';
import { PhotoFileInput } from '@afterwork/ui/photo-file-input';
import { PHOTO_DEFAULT_MAX_MB, PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import type { CurrentUser } from '@afterwork/contracts/users';
import { MemberAvatar } from './member-ui';
import { useRemovePhoto, useUploadPhoto } from './api/profile-mutations';

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
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const failed = (err: unknown) => setProblem(errorText(err));

  const onPick = (file: File | undefined) => {
    if (!file) return;
    // The server checks too; saying it here spares a long wait on a slow connection.
    if (file.size > PHOTO_DEFAULT_MAX_MB * 1024 * 1024) return setProblem(PHOTO_MESSAGES.tooLarge(PHOTO_DEFAULT_MAX_MB * 1024 * 1024));
    setProblem(null);
    upload.mutate(file, { onSuccess: (u) => done(u, PHOTO_MESSAGES.uploaded), onError: failed });
  };
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="aw-panel aw-photo-panel">
      <h2>Your photo</h2>
      <div className="aw-photo-row">
        <MemberAvatar name={user.name} avatar={user.avatar} size={96} />
        <p className="aw-hint">A photo from your phone or computer (JPEG, PNG or HEIC), up to {PHOTO_DEFAULT_MAX_MB} MB. We make it square and remove where it was taken.</p>
      </div>
      <PhotoFileInput ref={input} onPick={onPick} testId="photo-file" />
      <div className="aw-photo-actions">
        <Button type="primary" size="large" loading={upload.isPending} disabled={busy} aria-describedby={statusId} onClick={() => input.current?.click()}>
          {upload.isPending ? 'Uploading...' : user.avatar ? 'Choose a new photo' : 'Upload a photo'}
        </Button>
        {user.avatar && (
          <Button size="large" danger loading={remove.isPending} disabled={busy} onClick={() => remove.mutate(undefined, { onSuccess: (u) => done(u, PHOTO_MESSAGES.removed), onError: failed })}>
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
