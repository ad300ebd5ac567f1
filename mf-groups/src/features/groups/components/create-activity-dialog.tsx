import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormDialog } from '@afterwork/ui/form-dialog';
import { Checkbox, Form, Input, Radio } from '@afterwork/ui/antd-form';
import { InputNumber, Select } from '@afterwork/ui/antd-form-extra';
import { errorText, notify } from '@afterwork/shell-sdk';
import { createActivitySchema, DEFAULT_GUEST_LIMIT, GUEST_LIMIT_MAX, type CreateActivityInput, type RepeatFrequency } from '@afterwork/contracts/groups';
import { zoneForLocation } from '@afterwork/contracts/time-zones';
import { viewerTimeZone } from '@afterwork/ui/dates';
import { DateTimeFields, instantOfFields } from '@afterwork/ui/date-time-fields';
import { showServerErrors, zodBodyRule, zodRule } from '@afterwork/ui/zod-form';
import { createActivity } from '../api/groups-mutations';
import { repeatChoices } from '../../activities/public';
import { useRefreshGroups } from '../hooks/use-refresh-groups';

interface Values {
  title: string;
  description: string;
  date: string;
  start: string;
  end: string;
  timeZone: string;
  repeat: RepeatFrequency | 'none';
  repeatEnd: 'count' | 'until';
  repeatCount?: number | null;
  repeatUntil?: string;
  isVirtual: boolean;
  location?: string;
  meetingLink?: string;
  maxAttendees?: number | null;
  guestLimit?: number | null;
}

/** The request the form's values make (the dialog asks for a day and two times; the API takes two timestamps). */
const toBody = (v: Partial<Values>): CreateActivityInput => ({
  title: v.title ?? '',
  description: v.description ?? '',
  // The day and times are read on the clocks of the chosen zone (10:00 in Europe/London), then sent as UTC.
  startDate: instantOfFields(v.date, v.start, v.timeZone),
  endDate: instantOfFields(v.date, v.end, v.timeZone),
  timeZone: v.timeZone,
  repeat:
    v.repeat && v.repeat !== 'none'
      ? v.repeatEnd === 'until'
        ? { frequency: v.repeat, count: null, until: v.repeatUntil || undefined }
        : { frequency: v.repeat, count: v.repeatCount ?? undefined, until: null }
      : null,
  isVirtual: !!v.isVirtual,
  location: v.isVirtual ? null : v.location?.trim() || null,
  meetingLink: v.isVirtual ? v.meetingLink?.trim() || null : null,
  maxAttendees: v.maxAttendees ?? null,
  guestLimit: v.guestLimit ?? DEFAULT_GUEST_LIMIT,
});

/** The contract's rules, word for word: one field alone, or (`path`) as part of the whole request. */
const fieldRule = (field: 'title' | 'description') => [zodRule(createActivitySchema.shape[field])];
const requestRule = (path: keyof CreateActivityInput) => [zodBodyRule(createActivitySchema, toBody, path)];

/** Request fields the form names differently. */
const FORM_FIELD = { startDate: 'start', endDate: 'end', repeat: 'repeat' };

/** Group admins create an activity (replaces the spec's 'coming soon' dialog). A lazy chunk: it brings zod. */
export default function CreateActivityDialog({
  groupId, groupName, groupLocation, onClose,
}: { groupId: number; groupName: string; groupLocation: string | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [groupZone] = useState(() => zoneForLocation(groupLocation));
  const isVirtual = Form.useWatch('isVirtual', form);
  const day = Form.useWatch('date', form) ?? '';
  const repeat = Form.useWatch('repeat', form) ?? 'none';
  const repeatEnd = Form.useWatch('repeatEnd', form) ?? 'count';
  const refresh = useRefreshGroups();
  const create = useMutation({
    mutationFn: (v: Values) => createActivity(groupId, toBody(v)),
    onSuccess: async (activity) => {
      notify({ title: 'Activity created!', description: `${activity.title} is now listed under Upcoming Activities.`, variant: 'success' });
      onClose();
      await refresh();
    },
    onError: (err) => showServerErrors(form, err, { rename: FORM_FIELD }),
  });
  const error = create.isError ? errorText(create.error, 'We could not create the activity. Please try again.') : null;

  return (
    <FormDialog<Values>
      title={`Create Activity for ${groupName}`}
      onClose={onClose}
      form={form}
      initialValues={{ isVirtual: false, timeZone: groupZone, repeat: 'none', repeatEnd: 'count', repeatCount: 10, guestLimit: DEFAULT_GUEST_LIMIT }}
      onSubmit={(v) => create.mutate(v)}
      submitLabel="Create Activity"
      pending={create.isPending}
      error={error}
      errorTitle="The activity was not created"
    >
      <Form.Item name="title" label="Title" required rules={fieldRule('title')}>
        <Input size="large" autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description" required rules={fieldRule('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <DateTimeFields
        rowClassName="aw-form-row"
        startRules={requestRule('startDate')}
        end={{ rules: requestRule('endDate') }}
        timeZone={{ zones: [groupZone, viewerTimeZone()], rules: requestRule('timeZone') }}
      />
      <Form.Item name="repeat" label="Repeats" rules={requestRule('repeat')} dependencies={['date', 'repeatEnd', 'repeatCount', 'repeatUntil']}>
        <Select size="large" options={repeatChoices(day)} />
      </Form.Item>
      {repeat !== 'none' && (
        <div className="aw-repeat-end">
          <Form.Item name="repeatEnd" label="Ends">
            <Radio.Group
              options={[
                { value: 'count', label: 'After a number of dates' },
                { value: 'until', label: 'On a last date' },
              ]}
            />
          </Form.Item>
          {repeatEnd === 'count' ? (
            <Form.Item name="repeatCount" label="Number of dates" extra="Between 2 and 104. Members can answer each date, or say they are going to all of them.">
              <InputNumber size="large" min={2} max={104} precision={0} style={{ width: 160 }} />
            </Form.Item>
          ) : (
            <Form.Item name="repeatUntil" label="Last date" extra="Members can answer each date, or say they are going to all of them.">
              <Input type="date" size="large" />
            </Form.Item>
          )}
        </div>
      )}
      <Form.Item name="isVirtual" valuePropName="checked">
        <Checkbox>This activity takes place online (video call)</Checkbox>
      </Form.Item>
      {isVirtual ? (
        <Form.Item
          name="meetingLink"
          label="Meeting link"
          required
          rules={requestRule('meetingLink')}
        >
          <Input size="large" inputMode="url" placeholder="https://" autoComplete="off" />
        </Form.Item>
      ) : (
        <Form.Item
          name="location"
          label="Where"
          required
          rules={requestRule('location')}
        >
          <Input size="large" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="maxAttendees" label="Places (optional)" extra="Leave empty for no limit. When it is full, members can join a waitlist." rules={requestRule('maxAttendees')}>
        <InputNumber size="large" min={1} max={10000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="guestLimit"
        label="Guests each member may bring"
        extra="A husband, wife or friend. Guests take places too. 0 means members come on their own."
        rules={requestRule('guestLimit')}
      >
        <InputNumber size="large" min={0} max={GUEST_LIMIT_MAX} precision={0} style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}
