import { useId } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import type { ScamNudge } from './scam-nudge';
import './scam-guard.css';

/**
 * The scam guard's nudge before a message goes (issue 30, item 5). Open while `nudge` is set (from `scamNudgeOf`
 * on the failed send). 'Change my message' (primary, also Escape and the close button) calls `onChange`: the page
 * keeps the text in its box. 'Send anyway' calls `onSendAnyway`: the page sends the same text with `confirmed: true`.
 *
 * ```tsx
 * const [nudge, setNudge] = useState<ScamNudge | null>(null);
 * send.mutate(body, { onError: (e) => setNudge(scamNudgeOf(e)) });
 * <ScamNudgeDialog nudge={nudge} sending={send.isPending} onChange={() => setNudge(null)}
 *   onSendAnyway={() => send.mutate({ body, confirmed: true }, { onSuccess: () => setNudge(null) })} />
 * ```
 */
export function ScamNudgeDialog({ nudge, onChange, onSendAnyway, sending = false }: {
  nudge: ScamNudge | null;
  onChange: () => void;
  onSendAnyway: () => void;
  /** The confirmed send is on its way ('Send anyway' shows it). */
  sending?: boolean;
}) {
  const titleId = useId();
  return (
    <Modal
      open={nudge !== null}
      onCancel={onChange}
      title={<span id={titleId}>Before you send</span>}
      footer={null}
      width={600}
      className="aw-scam-nudge"
      destroyOnHidden
    >
      <p>{nudge?.message}</p>
      <div className="aw-scam-nudge-actions">
        <Button type="primary" size="large" onClick={onChange} disabled={sending}>
          Change my message
        </Button>
        <Button size="large" onClick={onSendAnyway} loading={sending}>
          Send anyway
        </Button>
      </div>
    </Modal>
  );
}
