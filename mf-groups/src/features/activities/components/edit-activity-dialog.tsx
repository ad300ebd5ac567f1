import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormDialog } from '@afterwork/ui/form-dialog';
import { Form, Input, Radio } from '@afterwork/ui/antd-form';
import { InputNumber } from '@afterwork/ui/antd-form-extra';
import { errorText, notify } from '@afterwork/shell-sdk';
import { updateActivitySchema, type Activity, type UpdateActivityInput } from '@afterwork/contracts/groups';
import { formatShortDateIn, zoneShortName } from '@afterwork/ui/dates';
import { DateTimeFields, fieldsOfInstant, instantOfFields } from '@afterwork/ui/date-time-fields';
import { showServerErrors, zodBodyRule, zodRule } from '@afterwork/ui/zod-form';
import { updateActivity } from '../api/activities-mutations';
import { useRefreshGroups } from '../../groups/public';

type Scope = 'one' | 'following';

interface Values {
  scope: Scope;
  title: string;
  description: string;
  location?: string;
  maxAttendees?: number | null;
  guestLimit?: number | null;
  date: string;
  start: string;
  end: string;
}

/**
 * The request the form's values make. Times go only with 'This date only', and only when they changed: read on the
 * activity's own clocks (10:00 in Europe/London stays 10:00 there, whoever edits it from where), sent as UTC.
 */
function toBody(a: Activity, initial: Values, v: Partial<Values>): UpdateActivityInput {
  const body: UpdateActivityInput = {
    scope: v.scope ?? 'one',
    title: v.title ?? '',
    description: v.description ?? '',
    maxAttendees: v.maxAttendees ?? null,
    guestLimit: v.guestLimit ?? a.guestLimit,
  };
  if (!a.isVirtual) body.location = v.location ?? '';
  if (body.scope === 'one') {
    const timesChanged = v.date !== initial.date || v.start !== initial.start || v.end !== initial.end;
    if (timesChanged) {
      body.startDate = instantOfFields(v.date, v.start, a.timeZone);
      body.endDate = instantOfFields(v.date, v.end, a.timeZone);
    }
  }
  return body;
}

const fieldRule = (field: 'title' | 'description' | 'location') => [zodRule(updateActivitySchema.shape[field])];
/** An empty 'Places' is no limit (null), not an empty text. */
const placesRule = [zodRule(updateActivitySchema.shape.maxAttendees, (v) => v ?? null)];
const guestsRule = [zodRule(updateActivitySchema.shape.guestLimit, (v) => v ?? undefined)];

/**
 * 'Edit activity' for the host's admins (issue 22): title, description, place and places of this date; on a date of a
 * series, of this date only or of this and every later date (times change one date at a time). A lazy chunk: it
 * brings zod.
 */
export default function EditActivityDialog({ activity: a, onClose }: { activity: Activity; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  // On the activity's own clocks.
  const start = fieldsOfInstant(a.startDate, a.timeZone);
  const end = fieldsOfInstant(a.endDate, a.timeZone);
  const [initial] = useState<Values>(() => ({
    scope: 'one',
    title: a.title,
    description: a.description,
    location: a.location ?? '',
    maxAttendees: a.maxAttendees,
    guestLimit: a.guestLimit,
    date: start.date,
    start: start.time,
    end: end.time,
  }));
  const scope = Form.useWatch('scope', form) ?? 'one';
  const refresh = useRefreshGroups();
  const body = (v: Partial<Values>) => toBody(a, initial, v);
  const requestRule = (path: 'startDate' | 'endDate') => [zodBodyRule(updateActivitySchema, body, path)];
  const save = useMutation({
    mutationFn: (v: Values) => updateActivity(a.id, body(v)),
    onSuccess: async (_saved, v) => {
      notify(
        v.scope === 'following'
          ? { title: 'Dates updated', description: 'This date and every later one have been changed.', variant: 'success' }
          : { title: 'Activity updated', description: 'Your changes to this date have been saved.', variant: 'success' },
      );
      onClose();
      await refresh();
    },
    onError: (err) => showServerErrors(form, err, { rename: { startDate: 'start', endDate: 'end' } }),
  });
  const error = save.isError ? errorText(save.error, 'We could not save the changes. Please try again.') : null;
  const day = formatShortDateIn(a.startDate, a.timeZone);

  return (
    <FormDialog<Values>
      title={`Edit ${a.title}`}
      onClose={onClose}
      form={form}
      initialValues={initial}
      onSubmit={(v) => save.mutate(v)}
      submitLabel="Save changes"
      pending={save.isPending}
      error={error}
      errorTitle="The changes were not saved"
    >
      {a.repeat && (
        <Form.Item name="scope" label="Change">
          <Radio.Group
            options={[
              { value: 'one', label: `This date only (${day})` },
              { value: 'following', label: 'This and every later date' },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item name="title" label="Title" required rules={fieldRule('title')}>
        <Input size="large" autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label="Description" required rules={fieldRule('description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      {scope === 'one' ? (
        <DateTimeFields
          rowClassName="aw-form-row"
          startRules={requestRule('startDate')}
          end={{
            rules: requestRule('endDate'),
            extra: `On ${a.timeZone.replace(/_/g, ' ')} clocks (${zoneShortName(a.timeZone, a.startDate)}), as the activity was planned.`,
          }}
        />
      ) : (
        <p className="aw-note">Times change one date at a time: choose 'This date only' to move a date.</p>
      )}
      {!a.isVirtual && (
        <Form.Item name="location" label="Where" required rules={fieldRule('location')}>
          <Input size="large" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="maxAttendees" label="Places (optional)" extra="Leave empty for no limit. More places move people up from the waitlist." rules={placesRule}>
        <InputNumber size="large" min={1} max={10000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="guestLimit"
        label="Guests each member may bring"
        extra="Guests take places too. Members who already said they bring more keep their guests."
        rules={guestsRule}
      >
        <InputNumber size="large" min={0} max={10} precision={0} style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}
