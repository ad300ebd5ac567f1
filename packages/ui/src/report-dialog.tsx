import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Input, Radio } from '@afterwork/ui/antd-form';
import { Modal } from '@afterwork/ui/antd-overlay';
import { api, errorText } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type ReportTargetType } from '@afterwork/contracts/safety-words';
import './report.css';

const WHAT: Record<ReportTargetType, string> = {
  member: 'member',
  group: 'group',
  activity: 'activity',
  community: 'community',
  resource: 'library resource',
  message: 'message',
  post: 'post',
};

/** The report dialog: a reason (required), an optional note, then a plain confirmation. */
export default function ReportDialog({ targetType, targetId, targetName, onClose }: {
  targetType: ReportTargetType;
  targetId: number;
  targetName: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const titleId = useId();
  const send = useMutation({
    mutationFn: () => api.post<{ ok: true; message: string }>(apiPaths.reports, { targetType, targetId, reason, note: note.trim() || null }),
  });
  const done = send.isSuccess;

  return (
    <Modal
      open
      onCancel={onClose}
      title={<span id={titleId}>{done ? 'Report sent' : `Report this ${WHAT[targetType]}`}</span>}
      footer={null}
      width={640}
      className="aw-report-dialog"
      destroyOnHidden
    >
      {done ? (
        <div className="aw-report-form">
          <p className="aw-report-thanks" role="status">{send.data.message}</p>
          <Button type="primary" size="large" onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form
          className="aw-report-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) {
              setMissingReason(true);
              return;
            }
            send.mutate();
          }}
        >
          <p>
            You are reporting <strong>{targetName}</strong>. Our moderators will look at it. Nobody else will know that you
            sent the report.
          </p>
          <fieldset className="aw-report-reasons">
            <legend>Why are you reporting it?</legend>
            <Radio.Group
              value={reason}
              onChange={(e) => {
                setReason(e.target.value as ReportReason);
                setMissingReason(false);
              }}
              aria-invalid={missingReason}
            >
              {(Object.keys(REPORT_REASONS) as ReportReason[]).map((key) => (
                <Radio key={key} value={key} className="aw-report-reason">
                  {REPORT_REASONS[key]}
                </Radio>
              ))}
            </Radio.Group>
            {missingReason && <p className="aw-field-error" role="alert">Please choose a reason</p>}
          </fieldset>
          <label className="aw-report-note">
            <span>Anything else we should know? (optional)</span>
            <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} rows={4} maxLength={REPORT_NOTE_MAX} showCount />
          </label>
          {send.isError && <Alert type="error" showIcon message={errorText(send.error)} />}
          <div className="aw-report-actions">
            <Button type="primary" danger size="large" htmlType="submit" loading={send.isPending} disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send report'}
            </Button>
            <Button size="large" onClick={onClose} disabled={send.isPending}>Cancel</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
