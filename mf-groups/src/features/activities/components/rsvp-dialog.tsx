import { useState } from 'react';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Radio } from '@afterwork/ui/antd-form';
import { notify, notifyError } from '@afterwork/shell-sdk';
import type { Activity, RsvpChoice } from '@afterwork/contracts/groups';
import { remainingSpots } from '../lib/activity-rules';
import { rsvpErrorText, useSaveRsvp } from '../hooks/use-save-rsvp';

const CHOICES: Array<{ value: RsvpChoice; label: string; hint: string }> = [
  { value: 'going', label: 'Going', hint: 'Count me in.' },
  { value: 'maybe', label: 'Maybe', hint: 'I might come.' },
  { value: 'not_going', label: 'Not going', hint: 'I cannot come this time.' },
];
const SPOKEN: Record<string, string> = { going: 'going', maybe: 'maybe', not_going: 'not going', waitlisted: 'waitlisted' };

/** The RSVP dialog (spec part 2 §2.8): going, maybe or not_going, saved for the signed-in member only. */
export function RsvpDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const current = activity.myRsvp?.status;
  const [choice, setChoice] = useState<RsvpChoice>(current && current !== 'waitlisted' ? current : 'going');
  const [error, setError] = useState<string | null>(null);
  const full = remainingSpots(activity) === 0 && current !== 'going';
  const save = useSaveRsvp({
    onSaved: (r) => {
      const status = r.status === 'waitlisted' ? `waitlisted (number ${r.waitlistPosition} in line)` : SPOKEN[r.status];
      notify({ title: 'RSVP Updated', description: `Your status has been updated to ${status}.`, variant: 'success' });
      onClose();
    },
    onFailed: (err) => {
      notifyError('Failed to update RSVP', 'Please try again later.');
      setError(rsvpErrorText(err, 'Your answer was not saved. Please try again later.'));
    },
  });
  return (
    <Modal
      open
      title={`RSVP: ${activity.title}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" size="large" type="primary" loading={save.isPending} onClick={() => save.mutate({ activity, status: choice })}>
          Save my answer
        </Button>,
      ]}
    >
      <p id="aw-rsvp-question">Will you come to this activity?</p>
      <Radio.Group className="aw-rsvp-choices" value={choice} onChange={(e) => setChoice(e.target.value as RsvpChoice)} aria-labelledby="aw-rsvp-question">
        {CHOICES.map((c) => (
          <Radio key={c.value} value={c.value} className="aw-rsvp-choice">
            <strong>{c.label}</strong> <span className="aw-hint">{c.hint}</span>
          </Radio>
        ))}
      </Radio.Group>
      {current === 'waitlisted' && activity.myRsvp?.waitlistPosition && (
        <Alert type="info" showIcon title={`You are number ${activity.myRsvp.waitlistPosition} on the waitlist.`} description="Keep 'Going' to stay in line. Choosing another answer takes you off the waitlist." />
      )}
      {full && current !== 'waitlisted' && choice === 'going' && (
        <Alert type="warning" showIcon title="This activity is full" description="Choosing 'Going' puts you on the waitlist. When a place frees up, the first person waiting gets it automatically." />
      )}
      {error && <Alert type="error" showIcon title="Failed to update RSVP" description={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
