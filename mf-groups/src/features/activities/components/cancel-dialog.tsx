import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Input } from '@afterwork/ui/antd-form';
import { errorText } from '@afterwork/shell-sdk';
import { CANCEL_MESSAGE_MAX } from '@afterwork/contracts/date-rules';
import { cancelActivity } from '../api/activities-mutations';

/** Who hears of a cancellation, in words (issue 31: the organiser knows before she confirms). */
export function whoIsTold(going: number, severalDates = false): string {
  if (going === 0) return 'Nobody has said they are going yet, so nobody needs to be told.';
  const who = severalDates ? 'Everyone going to these dates' : going === 1 ? 'The member going' : `The ${going} members going`;
  return `${who} will be told by email and in the site, as their notification settings allow.`;
}

/**
 * The confirmation of a cancellation (a one-off activity, a date of a series, or a date and every later one): what
 * goes, who will be told, and a message of the organiser's own that goes into their mail and notice (issue 31).
 * The dialog stays open with the organiser's words if the cancellation fails.
 */
export function CancelDialog({ open, title, okText, activityId, scope, going, severalDates = false, children, onClose, onCancelled }: {
  open: boolean;
  title: string;
  okText: string;
  activityId: number;
  scope: 'one' | 'following';
  /** How many members going will be told (for several dates: their answers 'going'). */
  going: number;
  severalDates?: boolean;
  /** What is removed, in words. */
  children: ReactNode;
  onClose: () => void;
  onCancelled: () => void | Promise<void>;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelActivity(activityId, scope, going > 0 ? message : ''),
    onSuccess: async () => {
      setMessage('');
      await onCancelled();
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={cancel.isPending ? 'Cancelling...' : okText}
      cancelText="Keep it"
      okButtonProps={{ danger: true, loading: cancel.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large', disabled: cancel.isPending }}
      onOk={() => cancel.mutate()}
      onCancel={() => !cancel.isPending && onClose()}
    >
      {children}
      <p className="aw-cancel-who">{whoIsTold(going, severalDates)}</p>
      {going > 0 && (
        <div className="aw-cancel-message">
          <label htmlFor={`${id}-message`}>A message for them (optional)</label>
          <p id={`${id}-hint`} className="aw-hint">
            We add it to their email and notice, for example why, or when you meet next.
          </p>
          <Input.TextArea
            id={`${id}-message`}
            aria-describedby={`${id}-hint`}
            rows={3}
            maxLength={CANCEL_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
      )}
      {cancel.isError && (
        <p role="alert" className="aw-cancel-error">
          Not cancelled: {errorText(cancel.error, 'We could not cancel. Please try again.')}
        </p>
      )}
    </Modal>
  );
}
