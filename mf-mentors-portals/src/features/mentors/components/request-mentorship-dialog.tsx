import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Input } from '@afterwork/ui/antd-form';
import { type MentorDetail, type MentorshipRequestResult } from '@afterwork/contracts/mentors';
import { api, errorText, isApiError, notify } from '@afterwork/shell-sdk';
import { queryKeys } from '@afterwork/contracts/query-keys';
import { apiPaths } from '@afterwork/contracts/paths';

/** 'Request Mentorship' / 'Request custom session': an optional note, stored for the signed-in member. */
export function RequestMentorshipDialog({
  mentor, viewerId, open, onClose, initialMessage = '', onSignedOut,
}: { mentor: MentorDetail; viewerId: number; open: boolean; onClose: () => void; initialMessage?: string; onSignedOut: () => void }) {
  const qc = useQueryClient();
  const [message, setMessage] = useState(initialMessage);
  const [failure, setFailure] = useState<string | null>(null);
  const first = mentor.name.replace(/^Dr\.?\s+/, '').split(' ')[0];

  const send = useMutation({
    mutationFn: () => api.post<MentorshipRequestResult>(apiPaths.mentorRequests(mentor.id), { message }),
    onSuccess: (res) => {
      qc.setQueryData<MentorDetail>(queryKeys.mentors.profile(mentor.id, viewerId), (d) => (d ? { ...d, requestedByMe: true } : d));
      notify(
        res.created
          ? { title: 'Request sent', description: `${first} will get in touch by email within a few days. We have sent you a copy of your request.`, variant: 'success' }
          : { title: 'Request already sent', description: `You asked ${first} before. Your first request is still waiting for a reply.` },
      );
      setMessage('');
      onClose();
    },
    onError: (err) => {
      if (isApiError(err, 401)) return onSignedOut();
      setFailure(`${errorText(err)} Your message is still here, so you can try again.`);
    },
  });

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={<h2 className="mp-modal-title">Request mentorship from {mentor.name}</h2>} width={600}>
      <p>Tell {first} a little about what you would like help with (optional).</p>
      <label htmlFor="mp-request-message" className="mp-label">
        Your message
      </label>
      <Input.TextArea id="mp-request-message" rows={5} value={message} maxLength={1000} showCount onChange={(e) => setMessage(e.target.value)} />
      {failure && <Alert type="error" showIcon title={failure} style={{ margin: '16px 0 0' }} />}
      <div className="mp-actions">
        <Button type="primary" size="large" loading={send.isPending} onClick={() => { setFailure(null); send.mutate(); }}>
          {send.isPending ? 'Sending...' : 'Send request'}
        </Button>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
