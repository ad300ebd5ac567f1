import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Form, Input, Radio } from '@afterwork/ui/antd-form';
import { ApiError, errorText, notify } from '@afterwork/shell-sdk';
import type { CreateGroupInput } from '@afterwork/contracts/groups';
import { createGroup } from '../api/groups-api';
import { GROUP_TYPE_OPTIONS } from '../hooks/group-types';
import { useRefreshGroups } from '../hooks/use-refresh-groups';

interface Values {
  name: string;
  description: string;
  type: string;
  location?: string;
  imageUrl?: string;
}

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Spec part 2 §5 rules, word for word (the API checks the same). */
const lengthRule = (min: number, max: number, minMsg: string, maxMsg: string, optional = false) => ({
  validator: async (_: unknown, raw: string | undefined) => {
    const v = (raw ?? '').trim();
    if (optional && !v) return;
    if (v.length < min) throw new Error(minMsg);
    if (v.length > max) throw new Error(maxMsg);
  },
});

/** 'Create a New Group'. What was typed stays in the form after a failure (and after closing the dialog). */
export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const refresh = useRefreshGroups();
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (v: Values) => {
      const body: CreateGroupInput = {
        name: v.name.trim(),
        description: v.description.trim(),
        type: v.type as CreateGroupInput['type'],
        location: v.location?.trim() || null,
        imageUrl: v.imageUrl?.trim() || null,
      };
      return createGroup(body);
    },
    onSuccess: async () => {
      notify({ title: 'Group created!', description: 'Your new group has been created successfully.', variant: 'success' });
      setError(null);
      form.resetFields();
      onClose();
      await refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) {
        form.setFields(Object.entries(err.fields).map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      }
      setError(errorText(err, 'We could not create the group. Please try again.'));
    },
  });

  return (
    <Modal
      open={open}
      title="Create a New Group"
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="create" size="large" type="primary" loading={create.isPending} onClick={() => form.submit()}>
          {create.isPending ? 'Creating...' : 'Create Group'}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ type: 'social' }}
        onFinish={(v) => {
          setError(null);
          create.mutate(v);
        }}
        validateTrigger="onBlur"
      >
        <Form.Item
          name="name"
          label="Group name"
          required
          rules={[lengthRule(3, 50, 'Group name must be at least 3 characters.', 'Group name must not exceed 50 characters.')]}
        >
          <Input size="large" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          required
          extra="10 to 500 characters: what you do and who it is for."
          rules={[lengthRule(10, 500, 'Description must be at least 10 characters.', 'Description must not exceed 500 characters.')]}
        >
          <Input.TextArea rows={4} showCount maxLength={600} />
        </Form.Item>
        <Form.Item name="type" label="Group type" required rules={[{ required: true, message: 'Please select a group type.' }]}>
          <Radio.Group optionType="button" buttonStyle="solid" size="large" options={GROUP_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item
          name="location"
          label="Location"
          extra="Optional, for example 'Bristol Central Library' or 'Online'."
          rules={[lengthRule(3, 100, 'Location must be at least 3 characters.', 'Location must not exceed 100 characters.', true)]}
        >
          <Input size="large" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="imageUrl"
          label="Image link (URL)"
          extra="Optional: the web address of a picture, starting with https://"
          rules={[{ validator: async (_: unknown, v?: string) => { if (v?.trim() && !isHttpUrl(v.trim())) throw new Error('Please enter a valid URL for the image.'); } }]}
        >
          <Input size="large" inputMode="url" autoComplete="off" />
        </Form.Item>
        {error && <Alert type="error" showIcon title="The group was not created" description={error} />}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
