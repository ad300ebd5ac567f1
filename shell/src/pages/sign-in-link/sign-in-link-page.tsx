import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@afterwork/ui/router';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Checkbox, Form, Input } from '@afterwork/ui/antd-form';
import { checkBody, showFieldErrors, showServerErrors } from '@afterwork/ui/zod-form';
import { errorText, notifySuccess, useSession } from '@afterwork/shell-sdk';
import { signInLinkRequestSchema } from '@afterwork/contracts/sign-in-link';
import { useAskSignInLink, useSignInWithLink } from './api/sign-in-link-mutations';
import '../profile/member.css';

/** Step 1: the member's email address; the answer is the same whether or not an account uses it. */
function RequestForm() {
  const [form] = Form.useForm<{ email: string }>();
  const ask = useAskSignInLink();
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
      aria-label="Ask for a sign-in link"
      initialValues={{ email: '' }}
      onFinish={(v) => {
        const errors = checkBody(signInLinkRequestSchema, v);
        if (errors) return showFieldErrors(form, errors);
        ask.mutate({ email: v.email.trim() }, { onError: (err) => showServerErrors(form, err, { known: ['email'] }) });
      }}
    >
      {ask.isError && !form.getFieldsError().some((f) => f.errors.length) && <Alert type="error" showIcon role="alert" title={errorText(ask.error)} />}
      <p>Type the email address of your account. We will send you a link that signs you in, with no password to remember.</p>
      <Form.Item label="Email address" name="email">
        <Input type="email" autoComplete="email" size="large" maxLength={320} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={ask.isPending} disabled={ask.isPending}>
        {ask.isPending ? 'Sending...' : 'Email me a sign-in link'}
      </Button>
    </Form>
  );
}

/**
 * Step 2 (from the mailed link): a button signs in. Opening the link alone spends nothing, so a mail program that
 * checks links before the member reads the mail cannot use it up.
 */
function UseLink({ token }: { token: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const use = useSignInWithLink();
  const [rememberMe, setRememberMe] = useState(false);
  const signIn = () =>
    use.mutate(
      { token, rememberMe },
      {
        onSuccess: (user) => {
          notifySuccess('Login successful', `Welcome back, ${user.name}!`);
          session.setUser(user);
          navigate('/dashboard', { replace: true });
        },
      },
    );
  return (
    <div className="aw-stack">
      {use.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(use.error)} description={<Link to="/sign-in-link">Ask for a new link</Link>} />
      )}
      <p>Press the button to sign in to Afterwork on this device.</p>
      <Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)}>
        Remember me
      </Checkbox>
      <div>
        <Button type="primary" size="large" onClick={signIn} loading={use.isPending} disabled={use.isPending}>
          {use.isPending ? 'Signing in...' : 'Sign me in'}
        </Button>
      </div>
    </div>
  );
}

/** /sign-in-link: ask for a link by email; /sign-in-link?token=…: sign in with it (issue 33 §3). */
export default function SignInLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Sign in with an email link | Afterwork';
  }, []);
  return (
    <div className="aw-member aw-stack">
      <header>
        <h1>{token ? 'Sign in to Afterwork' : 'Sign in with an email link'}</h1>
      </header>
      {user && token && <p role="status">You are signed in as {user.name}. Using this link signs you in as the account it was sent to.</p>}
      <section className="aw-panel">{token ? <UseLink token={token} /> : <RequestForm />}</section>
      <p>
        Remembered your password? <Link to="/sign-in">Sign in</Link>. Need a hand? <Link to="/help">Visit the Help Center</Link> or call 1-800-555-0199 (free from the United States and Canada).
      </p>
    </div>
  );
}
