import { useState } from 'react';
import { FormDialog } from '@afterwork/ui/form-dialog';
import { Form, Input } from '@afterwork/ui/antd-form';
import { InputNumber } from '@afterwork/ui/antd-form-extra';
import { errorText } from '@afterwork/shell-sdk';
import { mentorSessionInputSchema, SESSION_MAX_SPOTS, SESSION_MINUTES, type MentorSession, type MentorSessionInput } from '@afterwork/contracts/mentors';
import { DateTimeFields, fieldsOfInstant, instantOfFields } from '@afterwork/ui/date-time-fields';
import { showServerErrors, zodBodyRule, zodRule } from '@afterwork/ui/zod-form';
import { useManageSession } from '../api/mentors-mutations';

interface Values {
  title: string;
  description?: string;
  date: string;
  start: string;
  timeZone: string;
  durationMinutes?: number | null;
  totalSpots?: number | null;
}

/** The request the form's values make: the day and time read on the clocks of the chosen zone, sent as UTC. */
const toBody = (v: Partial<Values>): MentorSessionInput => ({
  title: v.title ?? '',
  description: v.description ?? null,
  startsAt: instantOfFields(v.date, v.start, v.timeZone),
  timeZone: v.timeZone ?? '',
  durationMinutes: v.durationMinutes as number,
  totalSpots: v.totalSpots as number,
});

const fieldRule = (field: 'title' | 'description') => [zodRule(mentorSessionInputSchema.shape[field])];
const requestRule = (path: keyof MentorSessionInput) => [zodBodyRule(mentorSessionInputSchema, toBody, path)];

/**
 * 'Plan a session' / 'Edit session' (site admins; issue 22): title, description, day and start time on the clocks of
 * the session's time zone (the mentor's own by default), length and spots. A lazy chunk: it brings zod.
 */
export default function SessionFormDialog({ mentorId, mentorName, defaultZone, session, onClose }: {
  mentorId: number;
  mentorName: string;
  /** The mentor's zone (from their location), for a new session. */
  defaultZone: string;
  /** The session to change; none to plan a new one. */
  session?: MentorSession;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { save } = useManageSession(mentorId);
  const [initial] = useState<Partial<Values>>(() => {
    if (!session) return { timeZone: defaultZone, durationMinutes: 60, totalSpots: 8 };
    const starts = fieldsOfInstant(session.startsAt, session.timeZone);
    return {
      title: session.title,
      description: session.description ?? '',
      date: starts.date,
      start: starts.time,
      timeZone: session.timeZone,
      durationMinutes: session.durationMinutes,
      totalSpots: session.totalSpots,
    };
  });
  const taken = session ? session.totalSpots - session.availableSpots : 0;

  return (
    <FormDialog<Values>
      title={session ? `Edit session: ${session.title}` : `Plan a session with ${mentorName}`}
      onClose={onClose}
      form={form}
      initialValues={initial}
      onSubmit={(v) =>
        save.mutate(
          { sessionId: session?.id, body: toBody(v) },
          { onSuccess: onClose, onError: (err) => showServerErrors(form, err, { rename: { startsAt: 'start' } }) },
        )
      }
      submitLabel={session ? 'Save changes' : 'Plan session'}
      pending={save.isPending}
      error={save.isError ? errorText(save.error, 'We could not save the session. Please try again.') : null}
      errorTitle="The session was not saved"
    >
      <Form.Item name="title" label="Title" required rules={fieldRule('title')}>
        <Input size="large" autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description (optional)" rules={fieldRule('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <DateTimeFields
        rowClassName="mp-form-row"
        startRules={requestRule('startsAt')}
        timeZone={{ zones: [defaultZone, session?.timeZone ?? ''], rules: requestRule('timeZone') }}
      />
      <div className="mp-form-row">
        <Form.Item name="durationMinutes" label="Length (minutes)" required rules={requestRule('durationMinutes')}>
          <InputNumber size="large" min={SESSION_MINUTES.min} max={SESSION_MINUTES.max} step={15} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="totalSpots"
          label="Spots"
          required
          rules={requestRule('totalSpots')}
          extra={taken ? `${taken} already reserved.` : undefined}
        >
          <InputNumber size="large" min={Math.max(1, taken)} max={SESSION_MAX_SPOTS} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </FormDialog>
  );
}
