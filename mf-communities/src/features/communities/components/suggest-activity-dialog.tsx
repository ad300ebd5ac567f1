import { useState } from 'react';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Form, Input } from '@afterwork/ui/antd-form';
import { isApiError, notify, notifyError, errorText } from '@afterwork/shell-sdk';
import { suggestActivity } from '../api/communities-queries';

interface Values {
  title: string;
  details?: string;
}

/**
 * 'Suggest an activity' (signed-in members): a short form whose suggestion is stored for the community's leads.
 * Nothing typed is lost on an error: the dialog stays open with the text in place.
 */
export default function SuggestActivityDialog({ communityId, onClose }: { communityId: number; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await suggestActivity(communityId, { title: values.title, details: values.details || null });
      notify({ title: 'Thank you for your suggestion', description: 'The community leads will see your idea.', variant: 'success' });
      onClose();
    } catch (err) {
      if (isApiError(err, 400) && err.fields) {
        form.setFields(Object.entries(err.fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      } else {
        notifyError('Your suggestion was not sent', `${errorText(err)} Your text is still here: please try again.`);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Suggest an activity"
      okText={saving ? 'Sending...' : 'Send suggestion'}
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>Tell the community leads what you would enjoy doing together. They will read every suggestion.</p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional">
        <Form.Item
          name="title"
          label="Your idea"
          rules={[
            { required: true, whitespace: true, message: 'Please give your idea a title of at least 3 characters' },
            { min: 3, message: 'Please give your idea a title of at least 3 characters' },
            { max: 120, message: 'The title must not exceed 120 characters' },
          ]}
        >
          <Input size="large" placeholder="For example: a picnic in the park" />
        </Form.Item>
        <Form.Item name="details" label="More details (optional)" rules={[{ max: 1000, message: 'The details must not exceed 1000 characters' }]}>
          <Input.TextArea rows={4} placeholder="When, where, and anything the leads should know" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
