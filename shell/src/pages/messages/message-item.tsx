import { useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { ReportButton } from '@afterwork/ui/report-button';
import { ScamWarning } from '@afterwork/ui/scam-warning';
import { formatDateTime } from '@afterwork/ui/dates';
import { MESSAGE_WORDS, type PrivateMessage } from '@afterwork/contracts/messages';
import { useDeleteMessage } from './api/messages-mutations';

/**
 * One message: who wrote it and when (in the reader's zone and words), its text as written (never HTML), and
 * 'Delete' (the writer's own, for both sides, asked twice) or 'Report' (the other's). A message the scam guard flagged
 * and its sender sent anyway carries the reader's calm warning (with its own 'Report').
 */
export function MessageItem({ message }: { message: PrivateMessage }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMessage();
  const who = message.mine ? 'You' : message.sender.name;
  return (
    <li className={`aw-message${message.mine ? ' aw-message-mine' : ''}`}>
      <article aria-label={`${who}, ${formatDateTime(message.createdAt)}`}>
        <p className="aw-message-meta">
          <strong>{who}</strong> <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        {message.deleted ? (
          <p className="aw-message-body aw-message-deleted">{MESSAGE_WORDS.deleted}</p>
        ) : (
          <p className="aw-message-body">{message.body}</p>
        )}
        {!message.deleted && message.warning && (
          <ScamWarning reasons={message.warningReasons} report={{ targetType: 'message', targetId: message.id, targetName: `this message from ${message.sender.name}` }} />
        )}
        {!message.deleted && message.mine && (
          <div className="aw-message-actions">
            {confirming ? (
              <>
                <span>Delete this message for both of you?</span>
                <Button danger size="large" loading={remove.isPending} onClick={() => remove.mutate(message.id, { onSettled: () => setConfirming(false) })}>
                  Yes, delete it
                </Button>
                <Button size="large" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button size="large" type="text" className="aw-message-delete" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </div>
        )}
        {!message.deleted && !message.mine && !message.warning && message.sender.id !== null && (
          <div className="aw-message-actions">
            <ReportButton targetType="message" targetId={message.id} targetName={`this message from ${message.sender.name}`} />
          </div>
        )}
      </article>
    </li>
  );
}
