import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@afterwork/ui/router';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Form, Input } from '@afterwork/ui/antd-form';
import { checkBody, showFieldErrors, showServerErrors } from '@afterwork/ui/zod-form';
import { errorText } from '@afterwork/shell-sdk';
import { passwordResetRequestSchema, passwordResetSchema } from '@afterwork/contracts/password-reset';
import { useAskPasswordReset, useResetPassword } from './api/reset-password-mutations';
import '../profile/member.css';

/** Step 1: the member's email address; the answer is the same whether or not an account uses it. */
function RequestForm() {
  const [form] = Form.useForm<{ email: string }>();
  const ask = useAskPasswordReset();
  if (ask.isSuccess) {
    return (
      <div role="status" className="aw-stack">
        <h2>Check your email</h2>
        <p>{ask.data.message}</p>
        <p>
          No email after a few minutes? <Button type="link" onClick={() => ask.reset()}>Try again</Button>
        </p>
      </div>
    );
  }
  return (
    <Form<{ email: string }>
      form={form}
      noValidate
      className="aw-form"
      layout="vertical"
      requiredMark={false}
      aria-label="Ask for a password reset link"
      initialValues={{ email: '' }}
      onFinish={(v) => {
        const errors = checkBody(passwordResetRequestSchema, v);
        if (errors) return showFieldErrors(form, errors);
        ask.mutate({ email: v.email.trim() }, { onError: (err) => showServerErrors(form, err, { known: ['email'] }) });
      }}
    >
      {ask.isError && !Object.keys(form.getFieldsError().filter((f) => f.errors.length)).length && (
        <Alert type="error" showIcon role="alert" title={errorText(ask.error)} />
      )}
      <p>Type the email address of your account. We will send you a link to choose a new password.</p>
      <Form.Item label="Email address" name="email">
        <Input type="email" autoComplete="email" size="large" maxLength={320} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={ask.isPending} disabled={ask.isPending}>
        {ask.isPending ? 'Sending...' : 'Send me a reset link'}
      </Button>
    </Form>
  );
}

/** Step 2 (from the mailed link): the new password, twice. */
function NewPasswordForm({ token }: { token: string }) {
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();
  if (reset.isSuccess) {
    return (
      <div role="status" className="aw-stack">
        <h2>Password changed</h2>
        <p>{reset.data.message}</p>
        <p>
          <Link to="/sign-in" className="aw-auth-link">Sign in</Link>
        </p>
      </div>
    );
  }
  return (
    <Form<{ password: string; confirmPassword: string }>
      form={form}
      noValidate
      className="aw-form"
      layout="vertical"
      requiredMark={false}
      aria-label="Choose a new password"
      initialValues={{ password: '', confirmPassword: '' }}
      onFinish={(v) => {
        const errors = checkBody(passwordResetSchema, { token, password: v.password });
        if (errors) return showFieldErrors(form, errors);
        if (v.password !== v.confirmPassword) {
          setMismatch(true);
          form.setFields([{ name: 'confirmPassword', errors: ['The two new passwords do not match'] }]);
          return;
        }
        setMismatch(false);
        reset.mutate({ token, password: v.password }, { onError: (err) => showServerErrors(form, err, { known: ['password'] }) });
      }}
    >
      {reset.isError && !mismatch && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(reset.error)}
          description={<Link to="/reset-password">Ask for a new link</Link>}
        />
      )}
      <p>Choose a new password. Every device signed in to your account will be signed out.</p>
      <Form.Item label="New password" name="password" extra={<span className="aw-hint">At least 6 characters.</span>}>
        <Input.Password autoComplete="new-password" size="large" maxLength={200} />
      </Form.Item>
      <Form.Item label="Type the new password again" name="confirmPassword">
        <Input.Password autoComplete="new-password" size="large" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={reset.isPending} disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Save new password'}
      </Button>
    </Form>
  );
}

/** /reset-password: ask for a link by email; /reset-password?token=…: choose the new password (issue 17). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    document.title = 'Reset your password | Afterwork';
  }, []);
  return (
    <div className="aw-member aw-stack">
      <header>
        <h1>Reset your password</h1>
      </header>
      <section className="aw-panel">{token ? <NewPasswordForm token={token} /> : <RequestForm />}</section>
      <p>
        Remembered it? <Link to="/sign-in">Sign in</Link>. Need a hand? <Link to="/help">Visit the Help Center</Link> or call 1-800-555-0199 (free from the United States and Canada).
      </p>
    </div>
  );
}
