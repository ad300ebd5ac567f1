import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { errorText } from '@afterwork/shell-sdk';
import { DISCUSSION_POST_MAX } from '@afterwork/contracts/discussions';
import { ScamNudgeDialog } from '../scam-nudge-dialog';
import { scamNudgeOf, type ScamNudge } from '../scam-nudge';
import { useDraft } from './use-draft';

export interface ComposerProps {
  /** The visible label over the box, e.g. 'Write to the group'. */
  label: string;
  /** Where the draft is kept in this browser (one per place, one per reply box). */
  draftKey: string;
  /** The words the box starts with when no draft is kept (an edit). */
  initial?: string;
  /**
   * Sends the text; a rejection keeps the text and shows the server's words. The scam guard's nudge (422
   * 'scam_nudge') opens `ScamNudgeDialog` instead: 'Send anyway' calls this again with `confirmed` true.
   */
  onSend: (text: string, confirmed?: boolean) => Promise<unknown>;
  sendLabel?: string;
  /** Reply boxes: a 'Cancel' beside 'Send'. */
  onCancel?: () => void;
  /** Called once the text is sent (a reply box closes itself). */
  onSent?: () => void;
  /** Shown between the box and 'Send' (a new post's photo picker). */
  extra?: ReactNode;
  autoFocus?: boolean;
  rows?: number;
}

/**
 * The box older members write in (issue 30): a large textarea under a visible label (Enter makes a new line; sending
 * is the big 'Send' button, never a gesture), 'Sent' said plainly afterwards, the draft kept across a reload, and a
 * failed send keeps every word with the server's message under the box. A message the scam guard flags asks first
 * ('Change my message' keeps the words in the box; 'Send anyway' sends the same words, confirmed).
 */
export function Composer({ label, draftKey, initial, onSend, sendLabel = 'Send', onCancel, onSent, autoFocus, rows = 4, extra }: ComposerProps) {
  const id = useId();
  const draft = useDraft(draftKey, initial);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const [nudge, setNudge] = useState<ScamNudge | null>(null);
  useEffect(() => {
    if (state.kind !== 'sent') return;
    const t = setTimeout(() => setState({ kind: 'idle' }), 6000);
    return () => clearTimeout(t);
  }, [state.kind]);

  const send = async (confirmed = false) => {
    const text = draft.text;
    if (!text.trim()) {
      setState({ kind: 'failed', message: 'Please write something before sending.' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await (confirmed ? onSend(text, true) : onSend(text));
      setNudge(null);
      draft.clear();
      setState({ kind: 'sent' });
      onSent?.();
    } catch (err) {
      const asked = confirmed ? null : scamNudgeOf(err);
      setNudge(asked);
      setState(asked ? { kind: 'idle' } : { kind: 'failed', message: errorText(err) });
    }
  };

  const failed = state.kind === 'failed' ? state.message : null;
  return (
    <form
      className="aw-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-text`} className="aw-composer-label">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className="aw-composer-text"
        rows={rows}
        value={draft.text}
        maxLength={DISCUSSION_POST_MAX}
        autoFocus={autoFocus}
        aria-invalid={failed ? true : undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(e) => {
          draft.setText(e.target.value);
          if (state.kind !== 'sending') setState({ kind: 'idle' });
        }}
      />
      {failed && (
        <p id={`${id}-error`} className="aw-composer-error" role="alert">
          Not sent: {failed} Your words are still in the box.
        </p>
      )}
      {extra}
      <div className="aw-composer-actions">
        <Button htmlType="submit" type="primary" size="large" className="aw-composer-send" loading={state.kind === 'sending'}>
          {sendLabel}
        </Button>
        {onCancel && (
          <Button
            size="large"
            onClick={() => {
              draft.clear();
              onCancel();
            }}
            disabled={state.kind === 'sending'}>
            Cancel
          </Button>
        )}
        <span role="status" className="aw-composer-status">
          {state.kind === 'sent' ? 'Sent' : state.kind === 'sending' ? 'Sending...' : ''}
        </span>
      </div>
      <ScamNudgeDialog nudge={nudge} sending={state.kind === 'sending'} onChange={() => setNudge(null)} onSendAnyway={() => void send(true)} />
    </form>
  );
}
