import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Input, Radio } from '@afterwork/ui/antd-form';
import { Modal } from '@afterwork/ui/antd-overlay';
import { api, errorText } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { ANNOUNCEMENT_MAX, ANNOUNCEMENT_MESSAGES, type AnnouncementAudience, type AnnouncementReceipt } from '@afterwork/contracts/announcements';
import { ScamNudgeDialog } from './scam-nudge-dialog';
import { scamNudgeOf, type ScamNudge } from './scam-nudge';
import './announce-dialog.css';

/** One date the page lists (an activity, or one date of a series), with its date in the reader's words. */
export interface AnnounceActivity {
  id: number;
  title: string;
  /** 'Tuesday 3 December, 10:00' as the page shows it. */
  when: string;
  /** Its series, when it is one date of a series (the 'activity' choice then reaches every coming date). */
  seriesId?: number | null;
}

const PLACE_WORDS = { group: 'group', community: 'community' } as const;

/**
 * 'Send an announcement' (issue 30, item 3) for a group admin or community lead: who receives it (everyone, the
 * members going to an activity, or to one date), a labelled message box, 'Send announcement', then 'Sent to N
 * members'. `activities`: the place's coming dates (none: only 'everyone' is offered). `onSent` lets the page
 * refresh its discussion. A message the scam guard flags shows its nudge first.
 */
export function AnnounceDialog({ place, placeId, activities = [], session, onClose, onSent }: {
  place: 'group' | 'community';
  placeId: number;
  activities?: AnnounceActivity[];
  /** A mentor's session instead (issue 30, item 3): it goes to everyone who booked it (no choice of audience). */
  session?: { mentorId: number; sessionId: number; title: string };
  onClose: () => void;
  onSent?: (receipt: Pick<AnnouncementReceipt, 'sent' | 'message'>) => void;
}) {
  const [audience, setAudience] = useState<AnnouncementAudience>('all');
  const [activityId, setActivityId] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<{ field: 'body' | 'activity'; text: string } | null>(null);
  const [nudge, setNudge] = useState<ScamNudge | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const activityFieldId = useId();
  const path = session
    ? apiPaths.mentorSessionAnnouncements(session.mentorId, session.sessionId)
    : place === 'group' ? apiPaths.groupAnnouncements(placeId) : apiPaths.communityAnnouncements(placeId);
  const send = useMutation({
    mutationFn: (confirmed: boolean) =>
      api.post<Pick<AnnouncementReceipt, 'sent' | 'message'>>(
        path,
        session
          ? { body: body.trim(), ...(confirmed ? { confirmed } : {}) }
          : { body: body.trim(), audience, ...(audience === 'all' ? {} : { activityId }), ...(confirmed ? { confirmed } : {}) },
      ),
    onSuccess: (receipt) => {
      setNudge(null);
      onSent?.(receipt);
    },
    onError: (err) => setNudge(scamNudgeOf(err)),
  });
  // 'An activity': one entry per series (its first listed date stands for all of them); 'one date': every date.
  const seen = new Set<number>();
  const wholeActivities = activities.filter((a) => a.seriesId == null || (!seen.has(a.seriesId) && seen.add(a.seriesId)));
  const choices = audience === 'date' ? activities : wholeActivities;
  const failed = send.isError && !scamNudgeOf(send.error);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (audience !== 'all' && activityId === null) return setProblem({ field: 'activity', text: ANNOUNCEMENT_MESSAGES.activityMissing });
    if (!body.trim()) return setProblem({ field: 'body', text: ANNOUNCEMENT_MESSAGES.empty });
    setProblem(null);
    send.mutate(false);
  }

  return (
    <Modal open onCancel={onClose} title={<span id={titleId}>Send an announcement</span>} footer={null} width={640} className="aw-announce-dialog" destroyOnHidden>
      {send.isSuccess ? (
        <div>
          <p className="aw-announce-sent" role="status">{send.data.message}</p>
          <p>{session ? 'Everyone who booked the session has been sent it by email and as a notice.' : 'It is at the top of the discussion, and the members have been sent it by email and as a notice.'}</p>
          <Button type="primary" size="large" onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit}>
          {session ? (
            <p className="aw-announce-to">It goes to everyone who booked {session.title}, by email and as a notice.</p>
          ) : (
          <fieldset>
            <legend>Who should receive it?</legend>
            <Radio.Group value={audience} onChange={(e) => { setAudience(e.target.value as AnnouncementAudience); setActivityId(null); }}>
              <Radio value="all" className="aw-announce-choice">Everyone in the {PLACE_WORDS[place]}</Radio>
              {activities.length > 0 && <Radio value="activity" className="aw-announce-choice">The members going to an activity</Radio>}
              {activities.length > 0 && <Radio value="date" className="aw-announce-choice">The members going on one date</Radio>}
            </Radio.Group>
          </fieldset>
          )}
          {!session && audience !== 'all' && (
            <div className="aw-announce-field">
              <label htmlFor={activityFieldId}><span>{audience === 'date' ? 'Which date?' : 'Which activity?'}</span></label>
              <select
                id={activityFieldId}
                value={activityId ?? ''}
                onChange={(e) => { setActivityId(e.target.value ? Number(e.target.value) : null); setProblem(null); }}
                aria-invalid={problem?.field === 'activity'}
              >
                <option value="">Choose…</option>
                {choices.map((a) => (
                  <option key={a.id} value={a.id}>
                    {audience === 'activity' && a.seriesId != null ? `${a.title} (every coming date)` : `${a.title}, ${a.when}`}
                  </option>
                ))}
              </select>
              {problem?.field === 'activity' && <p className="aw-field-error" role="alert">{problem.text}</p>}
            </div>
          )}
          <div className="aw-announce-field">
            <label htmlFor={bodyId}><span>Your announcement</span></label>
            <Input.TextArea
              id={bodyId}
              value={body}
              onChange={(e) => { setBody(e.target.value); setProblem(null); }}
              rows={5}
              maxLength={ANNOUNCEMENT_MAX}
              showCount
              aria-invalid={problem?.field === 'body'}
            />
            {problem?.field === 'body' && <p className="aw-field-error" role="alert">{problem.text}</p>}
          </div>
          {failed && <Alert type="error" showIcon title="The announcement was not sent" description={errorText(send.error)} />}
          <div className="aw-announce-actions">
            <Button type="primary" size="large" htmlType="submit" loading={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send announcement'}
            </Button>
            <Button size="large" onClick={onClose} disabled={send.isPending}>Cancel</Button>
          </div>
        </form>
      )}
      <ScamNudgeDialog nudge={nudge} sending={send.isPending} onChange={() => setNudge(null)} onSendAnyway={() => send.mutate(true)} />
    </Modal>
  );
}
