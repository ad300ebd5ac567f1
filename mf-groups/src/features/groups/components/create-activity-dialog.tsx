import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Checkbox, Form, Input, InputNumber } from '@afterwork/ui/antd-form';
import { ApiError, errorText, notify } from '@afterwork/shell-sdk';
import { createActivity } from '../api/groups-api';
import { useRefreshGroups } from '../hooks/use-refresh-groups';

interface Values {
  title: string;
  description: string;
  date: string;
  start: string;
  end: string;
  isVirtual: boolean;
  location?: string;
  meetingLink?: string;
  maxAttendees?: number | null;
}

/** 'YYYY-MM-DD' + 'HH:MM' in the member's own time zone → a Date. */
export const localDateTime = (date: string, time: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y!, m! - 1, d!, hh, mm);
};

const SERVER_FIELD: Record<string, keyof Values> = { startDate: 'start', endDate: 'end' };

/** Group admins create an activity (replaces the spec's 'coming soon' dialog). */
export function CreateActivityDialog({ groupId, groupName, onClose }: { groupId: number; groupName: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const isVirtual = Form.useWatch('isVirtual', form);
  const refresh = useRefreshGroups();
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (v: Values) =>
      createActivity(groupId, {
        title: v.title.trim(),
        description: v.description.trim(),
        startDate: localDateTime(v.date, v.start)!.toISOString(),
        endDate: localDateTime(v.date, v.end)!.toISOString(),
        isVirtual: !!v.isVirtual,
        location: v.isVirtual ? null : v.location?.trim() || null,
        meetingLink: v.isVirtual ? v.meetingLink?.trim() || null : null,
        maxAttendees: v.maxAttendees ?? null,
      }),
    onSuccess: async (activity) => {
      notify({ title: 'Activity created!', description: `${activity.title} is now listed under Upcoming Activities.`, variant: 'success' });
      onClose();
      await refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) {
        form.setFields(Object.entries(err.fields).map(([name, message]) => ({ name: SERVER_FIELD[name] ?? (name as keyof Values), errors: [message] })));
      }
      setError(errorText(err, 'We could not create the activity. Please try again.'));
    },
  });

  const text = (min: number, max: number, what: string) => ({
    validator: async (_: unknown, raw?: string) => {
      const v = (raw ?? '').trim();
      if (v.length < min) throw new Error(`${what} must be at least ${min} characters.`);
      if (v.length > max) throw new Error(`${what} must not exceed ${max} characters.`);
    },
  });

  return (
    <Modal
      open
      title={`Create Activity for ${groupName}`}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="create" size="large" type="primary" loading={create.isPending} onClick={() => form.submit()}>
          Create Activity
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ isVirtual: false }}
        validateTrigger="onBlur"
        onFinish={(v) => {
          setError(null);
          create.mutate(v);
        }}
      >
        <Form.Item name="title" label="Title" required rules={[text(3, 100, 'Title')]}>
          <Input size="large" autoComplete="off" />
        </Form.Item>
        <Form.Item name="description" label="Description" required rules={[text(10, 2000, 'Description')]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="date"
          label="Date"
          required
          rules={[{ validator: async (_: unknown, v?: string) => { if (!v) throw new Error('Please choose a date.'); } }]}
        >
          <Input type="date" size="large" />
        </Form.Item>
        <div className="aw-form-row">
          <Form.Item
            name="start"
            label="Start time"
            required
            dependencies={['date']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_: unknown, v?: string) => {
                  const start = localDateTime(getFieldValue('date') ?? '', v ?? '');
                  if (!start) throw new Error('Please choose a start date and time.');
                  if (start.getTime() <= Date.now()) throw new Error('The start must be in the future.');
                },
              }),
            ]}
          >
            <Input type="time" size="large" />
          </Form.Item>
          <Form.Item
            name="end"
            label="End time"
            required
            dependencies={['date', 'start']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_: unknown, v?: string) => {
                  const end = localDateTime(getFieldValue('date') ?? '', v ?? '');
                  const start = localDateTime(getFieldValue('date') ?? '', getFieldValue('start') ?? '');
                  if (!end) throw new Error('Please choose an end date and time.');
                  if (start && end <= start) throw new Error('The end must be after the start.');
                },
              }),
            ]}
          >
            <Input type="time" size="large" />
          </Form.Item>
        </div>
        <Form.Item name="isVirtual" valuePropName="checked">
          <Checkbox>This activity takes place online (video call)</Checkbox>
        </Form.Item>
        {isVirtual ? (
          <Form.Item
            name="meetingLink"
            label="Meeting link"
            required
            rules={[
              {
                validator: async (_: unknown, raw?: string) => {
                  const v = (raw ?? '').trim();
                  if (!v) throw new Error('Please enter the meeting link.');
                  if (!/^https?:\/\/\S+$/i.test(v)) throw new Error('Please enter a valid meeting link.');
                },
              },
            ]}
          >
            <Input size="large" inputMode="url" placeholder="https://" autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item
            name="location"
            label="Where"
            required
            rules={[
              {
                validator: async (_: unknown, raw?: string) => {
                  const v = (raw ?? '').trim();
                  if (!v) throw new Error('Please enter where the activity takes place.');
                  if (v.length < 3) throw new Error('Location must be at least 3 characters.');
                  if (v.length > 200) throw new Error('Location must not exceed 200 characters.');
                },
              },
            ]}
          >
            <Input size="large" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="maxAttendees" label="Places (optional)" extra="Leave empty for no limit. When it is full, members can join a waitlist.">
          <InputNumber size="large" min={1} max={10000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        {error && <Alert type="error" showIcon title="The activity was not created" description={error} />}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
