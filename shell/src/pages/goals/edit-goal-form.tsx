import { Button } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { InputNumber } from '@afterwork/ui/antd-form-extra';
import { showServerErrors, zodRule } from '@afterwork/ui/zod-form';
import { errorText, isApiError, notifyError } from '@afterwork/shell-sdk';
import { ownGoalFormSchema, type Goal } from '@afterwork/contracts/goals';
import { useEditGoal, type EditGoalBody } from './api/goals-mutations';

/**
 * 'Edit goal': its title, a few words and the number of days (the contract's rules; the server checks again and
 * also that the days are not fewer than those already checked in). The time zone is never sent: the goal keeps
 * the one it started in, so its days do not move.
 */
export default function EditGoalForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const [form] = Form.useForm<EditGoalBody>();
  const edit = useEditGoal();
  const id = `goal-edit-${goal.id}`;
  return (
    <Form<EditGoalBody>
      form={form}
      name={id}
      aria-label={`Edit the goal ${goal.title}`}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ title: goal.title, description: goal.description, targetDays: goal.targetDays }}
      onFinish={(v) =>
        edit.mutate(
          { goalId: goal.id, body: { title: v.title, description: v.description ?? '', targetDays: v.targetDays } },
          {
            onSuccess: onDone,
            onError: (err) => {
              if (!(isApiError(err, 400) && showServerErrors(form, err)) && !(isApiError(err, 409) && showServerErrors(form, err))) {
                notifyError('Your goal was not saved', errorText(err));
              }
            },
          },
        )
      }
      className="aw-goal-edit"
    >
      <Form.Item name="title" label="Your goal" required rules={[zodRule(ownGoalFormSchema.shape.title)]}>
        <Input size="large" maxLength={80} />
      </Form.Item>
      <Form.Item name="description" label="A few words about it" rules={[zodRule(ownGoalFormSchema.shape.description)]}>
        <Input.TextArea rows={3} maxLength={300} />
      </Form.Item>
      <Form.Item
        name="targetDays"
        label="How many days"
        required
        extra={goal.status === 'completed' ? 'This goal is complete: its days stay as they are.' : `You have checked in on ${goal.checkIns} ${goal.checkIns === 1 ? 'day' : 'days'} so far.`}
        rules={[zodRule(ownGoalFormSchema.shape.targetDays)]}
      >
        <InputNumber size="large" min={1} max={365} precision={0} controls={false} inputMode="numeric" disabled={goal.status === 'completed'} style={{ width: 160 }} />
      </Form.Item>
      <div className="aw-goal-actions">
        <Button type="primary" size="large" htmlType="submit" loading={edit.isPending}>
          Save changes
        </Button>
        <Button size="large" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
