import { useId, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { errorText } from '@afterwork/shell-sdk';
import { DISCUSSION_MESSAGES, DISCUSSION_REASON_MAX } from '@afterwork/contracts/discussions';

/**
 * A group admin or community lead removes a post: the reason is required, and the author is told it (a notice from
 * the API). A failure keeps the dialog open with the server's words.
 */
export function RemoveDialog({ authorName, onRemove, onClose }: { authorName: string; onRemove: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(DISCUSSION_MESSAGES.reasonEmpty);
      return;
    }
    setPending(true);
    try {
      await onRemove(reason);
      onClose();
    } catch (err) {
      setError(errorText(err));
      setPending(false);
    }
  };
  return (
    <Modal
      open
      title={`Remove ${authorName}'s post?`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" size="large" onClick={onClose} disabled={pending}>
          Keep the post
        </Button>,
        <Button key="remove" size="large" type="primary" danger loading={pending} onClick={() => void submit()}>
          Remove post
        </Button>,
      ]}
    >
      <p>The post and its replies will no longer show to anyone. {authorName} will be told your reason.</p>
      <label htmlFor={`${id}-reason`} className="aw-composer-label">
        Reason for removing (required)
      </label>
      <textarea
        id={`${id}-reason`}
        className="aw-composer-text"
        rows={3}
        value={reason}
        maxLength={DISCUSSION_REASON_MAX}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="aw-composer-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
