import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '@afterwork/shell-sdk';
import { Form, Input, type FormInstance } from './antd-form';
import { checkBody, issuesByField, lazyContract, showFieldErrors, showServerErrors, zodBodyRule, zodRule } from './zod-form';

// Typing into antd fields is slow on a busy machine: give each test room (it asserts behaviour, not time).
jest.setTimeout(30_000);

const signUp = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(2, 'Name must be at least 2 characters'),
    email: z.string().trim().email('Please enter a valid email address'),
    start: z.number({ error: 'Please choose a start' }),
    end: z.number({ error: 'Please choose an end' }),
  })
  .superRefine((v, ctx) => {
    if (v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
  });
const shape = signUp.shape;

type Values = { name?: string; email?: string; start?: string; end?: string };
// Every text field as a string ('' when empty): zod skips the cross-field checks while a field has the wrong type.
const toBody = (v: Values) => ({ name: v.name ?? '', email: v.email ?? '', start: Number(v.start), end: Number(v.end) });

function SignUpForm({ onForm }: { onForm: (form: FormInstance<Values>) => void }) {
  const [form] = Form.useForm<Values>();
  onForm(form);
  return (
    <Form form={form} validateTrigger="onBlur">
      <Form.Item label="Name" name="name" rules={[zodRule(shape.name)]}>
        <Input />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[zodRule(shape.email)]}>
        <Input />
      </Form.Item>
      <Form.Item label="Start" name="start">
        <Input />
      </Form.Item>
      <Form.Item label="End" name="end" dependencies={['start']} rules={[zodBodyRule(signUp, toBody, 'end')]}>
        <Input />
      </Form.Item>
    </Form>
  );
}

function renderForm() {
  let form!: FormInstance<Values>;
  render(<SignUpForm onForm={(f) => (form = f)} />);
  return () => form;
}

describe('zodRule: a field checked with its contract schema', () => {
  it("shows the contract's message on blur, and none once the value is fine", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.tab();
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'da');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument());
  });

  it("checks an untouched field as '' when the whole form is validated", async () => {
    const form = renderForm();
    await act(async () => {
      await form().validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});

describe('zodBodyRule: a field the contract checks together with others', () => {
  it('shows the cross-field message for its own path only', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText('Start'), '10');
    await user.type(screen.getByLabelText('End'), '5');
    await user.tab();
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    // The name is missing too, but that message belongs to the name field, not to this one.
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('End'));
    await user.type(screen.getByLabelText('End'), '12');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('The end must be after the start.')).not.toBeInTheDocument());
  });
});

describe('checkBody and issuesByField', () => {
  it('gives the first message per field, or null when the request passes', () => {
    expect(checkBody(signUp, { name: 'Ada', email: 'ada@example.org', start: 1, end: 2 })).toBeNull();
    expect(checkBody(signUp, { name: '', email: 'nope', start: 3, end: 2 })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      end: 'The end must be after the start.',
    });
    const parsed = signUp.safeParse({});
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(issuesByField(parsed.error).name).toBe('Name is required');
  });
});

describe("showServerErrors: the API's field messages on the form", () => {
  it('puts known fields on the form, renamed where the form names them differently', async () => {
    const form = renderForm();
    const err = new ApiError(400, 'Please check the form', { email: 'Email already registered', finish: 'Too late', token: 'Bad token' });
    let shown = false;
    act(() => {
      shown = showServerErrors(form(), err, { known: ['email', 'end'], rename: { finish: 'end' } });
    });
    expect(shown).toBe(true);
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(await screen.findByText('Too late')).toBeInTheDocument();
    expect(screen.queryByText('Bad token')).not.toBeInTheDocument();
  });

  it('says false when there is nothing for a field: the caller shows its own message', () => {
    const form = renderForm();
    expect(showServerErrors(form(), new ApiError(500, 'Server error'))).toBe(false);
    expect(showServerErrors(form(), new Error('offline'))).toBe(false);
    expect(showServerErrors(form(), new ApiError(400, 'Bad', { token: 'Bad token' }), { known: ['name'] })).toBe(false);
    expect(showFieldErrors(form(), undefined)).toBe(false);
  });
});

describe('lazyContract: the schema comes when a field is first checked', () => {
  const check = (rule: ReturnType<ReturnType<typeof lazyContract>['rule']>, value: unknown) =>
    (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator({}, value);

  it('loads the module once, on the first check (not before), and gives the contract its own words', async () => {
    const load = jest.fn(async () => ({ signUp }));
    const contract = lazyContract(load);
    const nameRule = contract.rule((c) => c.signUp.shape.name);
    expect(load).not.toHaveBeenCalled();
    await expect(check(nameRule, 'A')).rejects.toThrow('Name must be at least 2 characters');
    await expect(check(nameRule, '')).rejects.toThrow('Name must be at least 2 characters');
    await expect(check(nameRule, 'Ada')).resolves.toBeUndefined();
    await expect(check(contract.rule((c) => c.signUp.shape.email), 'not-mail')).rejects.toThrow('Please enter a valid email address');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('warm() starts the load for a focus handler, and the checks then use it', async () => {
    const load = jest.fn(async () => ({ signUp }));
    const contract = lazyContract(load);
    contract.warm();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(check(contract.rule((c) => c.signUp.shape.name), 'A')).rejects.toThrow('Name must be at least 2 characters');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the module cannot be loaded the field passes (the API checks it), and the next check tries again', async () => {
    const load = jest.fn<Promise<{ signUp: typeof signUp }>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ signUp });
    const contract = lazyContract(load);
    contract.warm();
    const nameRule = contract.rule((c) => c.signUp.shape.name);
    await expect(check(nameRule, 'A')).resolves.toBeUndefined();
    await expect(check(nameRule, 'A')).rejects.toThrow('Name must be at least 2 characters');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
