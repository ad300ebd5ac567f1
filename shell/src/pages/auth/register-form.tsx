import { useState } from 'react';
import { Link } from '@afterwork/ui/router';
import { Form, Input } from '@afterwork/ui/antd-form';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { ApiError, errorText, notifySuccess, notifyError } from '@afterwork/shell-sdk';
import type { CurrentUser } from '@afterwork/contracts/users';
import { showServerErrors } from '@afterwork/ui/zod-form';
import { usersContract } from './users-contract';
import { useRegister } from './api/auth-mutations';

interface RegisterValues {
  name: string;
  email: string;
  username: string;
  password: string;
}
const FIELDS = ['name', 'email', 'username', 'password'] as const;

/** Register (spec part 1 §5, §8): POST /api/register answers the new member, already signed in. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: CurrentUser) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const body = { name: values.name.trim(), email: values.email.trim(), username: values.username.trim(), password: values.password };
      const user = await register.mutateAsync(body);
      notifySuccess('Registration successful', `Welcome to Afterwork, ${user.name}!`);
      onRegistered(user);
    } catch (err) {
      setSubmitting(false);
      const message = errorText(err);
      notifyError('Registration failed', message);
      if (!(err instanceof ApiError) || !showServerErrors(form, err, { known: FIELDS })) setFormError(message);
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      initialValues={{ name: '', email: '', username: '', password: '' }}
      onFinish={(values) => void submit(values)}
      onFocus={usersContract.warm}
      className="aw-auth-form"
      aria-label="Register"
    >
      {formError && <Alert type="error" showIcon role="alert" title={formError} className="aw-auth-alert" />}
      <Form.Item label="Full name" name="name" rules={[usersContract.rule((c) => c.registerSchema.shape.name)]}>
        <Input autoComplete="name" size="large" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[usersContract.rule((c) => c.registerSchema.shape.email)]}>
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item
        label="Username"
        name="username"
        rules={[usersContract.rule((c) => c.registerSchema.shape.username)]}
        extra="At least 3 characters: letters, numbers, dots, dashes or underscores."
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[usersContract.rule((c) => c.registerSchema.shape.password)]} extra="At least 6 characters.">
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Create my account
      </Button>
      <p className="aw-auth-switch">
        Already a member? <Link to="/auth">Sign in</Link>
      </p>
    </Form>
  );
}
