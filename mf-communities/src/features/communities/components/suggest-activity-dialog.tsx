import { useState } from 'react';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Form, Input } from '@afterwork/ui/antd-form';
import { isApiError, notify, notifyError, errorText } from '@afterwork/shell-sdk';
import { activitySuggestionSchema } from '@afterwork/contracts/communities';
import { showServerErrors, zodRule } from '@afterwork/ui/zod-form';
import { suggestActivity } from '../api/communities-mutations';

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
      if (!(isApiError(err, 400) && showServerErrors(form, err))) {
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
          required
          rules={[zodRule(activitySuggestionSchema.shape.title)]}
        >
          <Input size="large" placeholder="For example: a picnic in the park" />
        </Form.Item>
        <Form.Item name="details" label="More details (optional)" rules={[zodRule(activitySuggestionSchema.shape.details)]}>
          <Input.TextArea rows={4} placeholder="When, where, and anything the leads should know" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
