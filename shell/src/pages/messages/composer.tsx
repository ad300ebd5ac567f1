import { useEffect, useId, useState } from 'react';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { errorText } from '@afterwork/shell-sdk';
import { ScamNudgeDialog } from '@afterwork/ui/scam-nudge-dialog';
import { scamNudgeOf, type ScamNudge } from '@afterwork/ui/scam-nudge';
import { MESSAGE_MAX } from '@afterwork/contracts/messages';

/** A draft is kept in this browser until it is sent (a reload or a closed tab loses nothing typed). */
const readDraft = (key: string): string => {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};
const writeDraft = (key: string, text: string): void => {
  try {
    if (text) window.localStorage.setItem(key, text);
    else window.localStorage.removeItem(key);
  } catch {
    // A browser that keeps nothing (private mode, storage full): the text simply stays in the box.
  }
};

/**
 * The message box for older members (issue 30): a large textarea with a visible label (Enter makes a new line;
 * sending is the big 'Send' button), 'Sent' said in words after each message (until the next is begun), the draft kept across a reload,
 * and a failed send keeps the text in the box with the server's words. A message the scam guard flags opens its
 * nudge: 'Change my message' goes back to the text, 'Send anyway' sends it confirmed.
 */
export function Composer({ draftKey, label, onSend, justSent = false }: {
  draftKey: string;
  label: string;
  onSend: (body: string, confirmed?: boolean) => Promise<unknown>;
  /** A first message was just sent from the new-conversation box: say 'Sent' here. */
  justSent?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(() => readDraft(draftKey));
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(justSent);
  const [error, setError] = useState<string | null>(null);
  const [nudge, setNudge] = useState<ScamNudge | null>(null);

  useEffect(() => writeDraft(draftKey, text), [draftKey, text]);

  const left = MESSAGE_MAX - text.length;
  const send = async (confirmed = false) => {
    if (!text.trim()) {
      setError('Please write a message before sending.');
      return;
    }
    setSending(true);
    setError(null);
    setSent(false);
    try {
      await onSend(text, confirmed);
      setNudge(null);
      // Cleared at once: sending may move the page on (a first message opens its conversation) before an effect would.
      writeDraft(draftKey, '');
      setText('');
      setSent(true);
    } catch (err) {
      const flagged = scamNudgeOf(err);
      if (flagged && !confirmed) setNudge(flagged);
      else {
        setNudge(null);
        setError(errorText(err, 'Your message was not sent. Please try again.'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="aw-composer"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="aw-composer-label">
        {label}
      </label>
      <textarea
        id={id}
        className="aw-composer-input"
        rows={4}
        value={text}
        maxLength={MESSAGE_MAX}
        aria-describedby={`${id}-help`}
        aria-invalid={!!error}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
          // 'Sent' stays until the next message is begun (no timer: a reader who looked away still sees it).
          if (sent) setSent(false);
        }}
      />
      <p id={`${id}-help`} className="aw-composer-help">
        Press Enter for a new line. {left < 200 ? `${left} characters left.` : 'Your draft is kept on this device until you send it.'}
      </p>
      {error && <Alert type="error" showIcon role="alert" title="Your message was not sent" description={error} />}
      <div className="aw-composer-actions">
        <Button type="primary" size="large" htmlType="submit" loading={sending} className="aw-composer-send">
          Send
        </Button>
        <span role="status" className="aw-composer-sent">
          {sent ? 'Sent' : ''}
        </span>
      </div>
      <ScamNudgeDialog nudge={nudge} sending={sending} onChange={() => setNudge(null)} onSendAnyway={() => void send(true)} />
    </form>
  );
}
