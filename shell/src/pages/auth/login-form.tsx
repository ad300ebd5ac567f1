import { useState } from 'react';
import { Link } from '@afterwork/ui/router';
import { LinkButton } from '@afterwork/ui/link-button';
import { Checkbox, Form, Input } from '@afterwork/ui/antd-form';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { ApiError, NetworkError, notifySuccess, notifyError } from '@afterwork/shell-sdk';
import type { CurrentUser } from '@afterwork/contracts/users';
import { INVALID_CREDENTIALS, LOGIN_ERROR } from './auth-errors';
import { showServerErrors } from '@afterwork/ui/zod-form';
import { usersContract } from './users-contract';
import { useSignIn } from './api/auth-mutations';
import { PasskeyButton } from './passkey-button';

export const DEMO_ACCOUNT = { username: 'demo', password: 'demo-password' } as const;

interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Login (spec part 1 §2, §5, §8): POST /api/auth/login answers { user }. Nothing typed is lost on
 * an error: the form keeps its values and only the messages change.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const [form] = Form.useForm<LoginValues>();
  const signIn = useSignIn();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const body = { username: values.username.trim(), password: values.password, rememberMe: Boolean(values.rememberMe) };
      const user = await signIn.mutateAsync(body);
      notifySuccess('Login successful', `Welcome back, ${user.name}!`);
      onSignedIn(user);
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError) {
        const message = err.serverMessage || INVALID_CREDENTIALS;
        notifyError('Login failed', message);
        if (err.status === 401) {
          form.setFields([
            { name: 'username', errors: [INVALID_CREDENTIALS] },
            { name: 'password', errors: [INVALID_CREDENTIALS] },
          ]);
        } else if (!showServerErrors(form, err, { known: ['username', 'password'] })) {
          setFormError(message); // 429 (throttled), 5xx: the server's own words above the form
        }
        return;
      }
      form.setFields([{ name: 'username', errors: [LOGIN_ERROR] }]);
      notifyError('Login failed', err instanceof NetworkError ? err.message : LOGIN_ERROR);
    }
  };

  const fillDemo = () => {
    form.setFieldsValue({ ...DEMO_ACCOUNT });
    form.submit();
  };

  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      initialValues={{ username: '', password: '', rememberMe: false }}
      onFinish={(values) => void submit(values)}
      onFocus={usersContract.warm}
      className="aw-auth-form"
      aria-label="Sign in"
    >
      {formError && <Alert type="error" showIcon role="alert" title={formError} className="aw-auth-alert" />}
      {/* The email address or the username, in one field (issue 31): the API tries both, one message covers both. */}
      <Form.Item label="Username or email address" name="username" rules={[usersContract.rule((c) => c.loginSchema.shape.username)]}>
        <Input autoComplete="username webauthn" autoCapitalize="none" spellCheck={false} size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[usersContract.rule((c) => c.loginSchema.shape.password)]}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <div className="aw-auth-row">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>Remember me</Checkbox>
        </Form.Item>
        <Link to="/reset-password" className="aw-auth-link">Forgot password?</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Sign in
      </Button>
      {/* Without a password (issue 33 §3, WCAG 2.2 'Accessible Authentication'): a passkey, or a link by email. */}
      <p className="aw-auth-divider"><span>or, without a password</span></p>
      <div className="aw-auth-passwordless">
        <PasskeyButton onSignedIn={onSignedIn} onError={setFormError} rememberMe={() => Boolean(form.getFieldValue('rememberMe'))} />
        <LinkButton to="/sign-in-link" size="large" block>
          Email me a sign-in link
        </LinkButton>
      </div>
      {/* Signing in with Google or Facebook stays hidden until it is real (issue 31: a button that only says 'Coming
          soon' confuses). The demo account sits below a divider, so it is never taken for 'Sign in'. */}
      <p className="aw-auth-divider"><span>or, just looking?</span></p>
      <Button size="large" block onClick={fillDemo} disabled={submitting} className="aw-demo-button">
        Try the demo account
      </Button>
      <p className="aw-auth-switch">
        New to Afterwork? <Link to="/auth?tab=register">Join for free</Link>
      </p>
    </Form>
  );
}
