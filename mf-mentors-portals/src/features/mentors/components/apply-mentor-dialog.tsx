import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { Form, Input } from '@afterwork/ui/antd-form';
import { InputNumber } from '@afterwork/ui/antd-form-extra';
import { checkBody, showFieldErrors, showServerErrors } from '@afterwork/ui/zod-form';
import { mentorApplicationSchema, type MentorApplicationInput, type MentorApplicationResult } from '@afterwork/contracts/mentors';
import { api, errorText, isApiError, notify, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';

type Values = { name: string; email: string; expertise: string; yearsExperience: number | null; motivation: string };

/** 'Apply to mentor': a short form, checked here and again by the API, then confirmed. */
export default function ApplyMentorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { user } = useSession();
  const [done, setDone] = useState<MentorApplicationResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: (body: MentorApplicationInput) => api.post<MentorApplicationResult>(apiPaths.mentorApplications, body),
    onSuccess: (result) => {
      setDone(result);
      form.resetFields();
      notify({ title: 'Application received', description: 'Thank you for offering to mentor. We will be in touch by email.', variant: 'success' });
    },
    onError: (err) => {
      if (isApiError(err, 400)) showServerErrors(form, err);
      setFailure(`${errorText(err)} Your answers are still here, so you can try again.`);
    },
  });

  const onFinish = (values: Values) => {
    setFailure(null);
    const body = { ...values, yearsExperience: values.yearsExperience ?? undefined } as MentorApplicationInput;
    const errors = checkBody(mentorApplicationSchema, body);
    if (errors) {
      showFieldErrors(form, errors);
      return;
    }
    submit.mutate(body);
  };

  const close = () => {
    onClose();
    if (done) setDone(null);
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={<h2 className="mp-modal-title">{done ? 'Application received' : 'Apply to mentor'}</h2>}
      footer={null}
      destroyOnHidden={false}
      forceRender
      width={640}
    >
      {done ? (
        <div role="status">
          <p className="mp-confirm">
            Thank you, {done.name}! We have received your application and will reply to <strong>{done.email}</strong> within a week.
          </p>
          <Button type="primary" size="large" onClick={close}>
            Close
          </Button>
        </div>
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: user?.name ?? '', email: user?.email ?? '', expertise: '', yearsExperience: null, motivation: '' }}
          onFinish={onFinish}
          disabled={submit.isPending}
        >
          <p>All fields are required. It takes about two minutes.</p>
          <Form.Item label="Your name" name="name">
            <Input autoComplete="name" maxLength={100} />
          </Form.Item>
          <Form.Item label="Email address" name="email">
            <Input type="email" autoComplete="email" maxLength={200} />
          </Form.Item>
          <Form.Item label="What would you like to mentor in?" name="expertise" extra="For example: gardening, budgeting, learning to use a tablet.">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item label="Years of experience" name="yearsExperience">
            <InputNumber min={0} max={70} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="Why would you like to mentor?" name="motivation" extra="At least 20 characters.">
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Button type="primary" size="large" htmlType="submit" loading={submit.isPending}>
            {submit.isPending ? 'Sending...' : 'Send application'}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
