import { Button } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { InputNumber } from '@afterwork/ui/antd-form-extra';
import { showServerErrors, zodRule } from '@afterwork/ui/zod-form';
import { errorText, isApiError, notifyError } from '@afterwork/shell-sdk';
import { ownGoalFormSchema } from '@afterwork/contracts/goals';
import { useStartGoal } from './api/goals-mutations';

interface Values {
  title: string;
  description?: string;
  targetDays: number;
}

/** 'Your own goal': title, a few words, and how many days (the contract's rules; the server checks again). */
export default function OwnGoalForm({ disabled }: { disabled: boolean }) {
  const [form] = Form.useForm<Values>();
  const start = useStartGoal();
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ targetDays: 21 }}
      onFinish={(v) =>
        start.mutate(
          { title: v.title, description: v.description || undefined, targetDays: v.targetDays },
          {
            onSuccess: () => form.resetFields(),
            onError: (err) => {
              if (!(isApiError(err, 400) && showServerErrors(form, err))) notifyError('Your goal was not started', errorText(err));
            },
          },
        )
      }
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="title" label="Your goal" required rules={[zodRule(ownGoalFormSchema.shape.title)]}>
        <Input size="large" maxLength={80} placeholder="For example: Read a chapter before bed" />
      </Form.Item>
      <Form.Item name="description" label="A few words about it" rules={[zodRule(ownGoalFormSchema.shape.description)]}>
        <Input.TextArea rows={3} maxLength={300} />
      </Form.Item>
      <Form.Item name="targetDays" label="How many days" required rules={[zodRule(ownGoalFormSchema.shape.targetDays)]}>
        <InputNumber size="large" min={1} max={365} precision={0} controls={false} inputMode="numeric" style={{ width: 160 }} />
      </Form.Item>
      <Button type="primary" size="large" htmlType="submit" disabled={disabled} loading={start.isPending}>
        Start my goal
      </Button>
    </Form>
  );
}
