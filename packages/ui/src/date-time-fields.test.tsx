import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance, type FormRule } from './antd-form';
import { DateTimeFields, fieldsOfInstant, instantOfFields } from './date-time-fields';

// Typing into antd fields is slow on a busy machine: give each test room (it asserts behaviour, not time).
jest.setTimeout(30_000);

type Values = { date?: string; start?: string; end?: string; timeZone?: string };

/** 'The end must be after the start.' when both are there and the end is not later; reads the whole form like zodBodyRule. */
const endAfterStart: FormRule = ({ getFieldsValue }) => ({
  validator: async () => {
    const v = getFieldsValue(true) as Values;
    if (v.start && v.end && v.end <= v.start) throw new Error('The end must be after the start.');
  },
});
/** 'Not in UTC, please.' while the zone is UTC: a rule over the start and the zone together. */
const notInUtc: FormRule = ({ getFieldsValue }) => ({
  validator: async () => {
    if ((getFieldsValue(true) as Values).timeZone === 'UTC') throw new Error('Not in UTC, please.');
  },
});

function renderFields(props: Partial<React.ComponentProps<typeof DateTimeFields>>, initialValues: Values = {}) {
  let form!: FormInstance<Values>;
  function Harness() {
    const [f] = Form.useForm<Values>();
    form = f;
    return (
      <Form form={f} layout="vertical" validateTrigger="onBlur" initialValues={initialValues}>
        <DateTimeFields rowClassName="test-row" startRules={[]} {...props} />
      </Form>
    );
  }
  const view = render(<Harness />);
  return { view, form: () => form };
}

const rowOf = (label: string) => screen.getByLabelText(label).closest('.test-row');

describe('DateTimeFields', () => {
  it('with an end: the date above, the start and end side by side, then the time zone with its note', () => {
    renderFields({ end: { rules: [] }, timeZone: { zones: [], rules: [] } }, { timeZone: 'Europe/London' });
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Start time')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('End time')).toHaveAttribute('type', 'time');
    expect(rowOf('Date')).toBeNull();
    expect(rowOf('Start time')).not.toBeNull();
    expect(rowOf('End time')).toBe(rowOf('Start time'));
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeInTheDocument();
    expect(screen.getByText("The times above are on this zone's clocks. Members elsewhere also see their own time.")).toBeInTheDocument();
  });

  it('without an end: the date and the start share the row; the note speaks of the date and time', () => {
    renderFields({ timeZone: { zones: [], rules: [] } });
    expect(screen.queryByLabelText('End time')).not.toBeInTheDocument();
    expect(rowOf('Date')).not.toBeNull();
    expect(rowOf('Start time')).toBe(rowOf('Date'));
    expect(screen.getByText("The date and time above are on this zone's clocks. Members elsewhere also see their own time.")).toBeInTheDocument();
  });

  it("without a time zone: no choice and no note; the end's own words under it", () => {
    renderFields({ end: { rules: [], extra: 'On Europe/London clocks (BST), as the activity was planned.' } });
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    expect(screen.queryByText(/above are on this zone's clocks/)).not.toBeInTheDocument();
    expect(screen.getByText('On Europe/London clocks (BST), as the activity was planned.')).toBeInTheDocument();
  });

  it("asks for a date: 'Please choose a date.'", async () => {
    const { form } = renderFields({});
    await act(async () => {
      await form().validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('Please choose a date.')).toBeInTheDocument();
  });

  it('checks the end again when the start changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderFields({ end: { rules: [endAfterStart] } }, { date: '2026-07-01', start: '10:00' });
    await user.type(screen.getByLabelText('End time'), '09:00');
    await user.tab();
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Start time'));
    await user.type(screen.getByLabelText('Start time'), '08:00');
    await waitFor(() => expect(screen.queryByText('The end must be after the start.')).not.toBeInTheDocument());
  });

  it('checks the start again when another time zone is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { form } = renderFields({ startRules: [notInUtc], timeZone: { zones: [], rules: [] } }, { date: '2026-07-01', start: '10:00', timeZone: 'UTC' });
    await act(async () => {
      await form().validateFields(['start']).catch(() => undefined);
    });
    expect(await screen.findByText('Not in UTC, please.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Reykjav');
    await user.click(await screen.findByTitle(/^Reykjavík \(/));
    await waitFor(() => expect(form().getFieldValue('timeZone')).toBe('Atlantic/Reykjavik'));
    await waitFor(() => expect(screen.queryByText('Not in UTC, please.')).not.toBeInTheDocument());
  });

  it("offers the site's zones plus the ones it is given", async () => {
    const user = userEvent.setup({ delay: null });
    renderFields({ timeZone: { zones: ['Pacific/Chatham', ''], rules: [] } });
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Chatham');
    expect(await screen.findByTitle(/^Pacific\/Chatham \(/)).toBeInTheDocument();
  });
});

describe('instantOfFields and fieldsOfInstant', () => {
  it("read a day and time on the zone's clocks, and write an instant back on them", () => {
    expect(instantOfFields('2026-07-01', '10:00', 'Europe/London')).toBe('2026-07-01T09:00:00.000Z');
    expect(instantOfFields('2026-01-15', '10:00', 'America/New_York')).toBe('2026-01-15T15:00:00.000Z');
    expect(fieldsOfInstant('2026-07-01T09:00:00.000Z', 'Europe/London')).toEqual({ date: '2026-07-01', time: '10:00' });
    expect(fieldsOfInstant('2026-07-01T03:05:00.000Z', 'America/New_York')).toEqual({ date: '2026-06-30', time: '23:05' });
  });

  it("give '' for what is missing or impossible, so the contract's rule says which", () => {
    expect(instantOfFields(undefined, '10:00', 'Europe/London')).toBe('');
    expect(instantOfFields('2026-07-01', undefined, 'Europe/London')).toBe('');
    expect(instantOfFields('2026-07-01', '10:00', undefined)).toBe('');
    expect(instantOfFields('2026-04-31', '10:00', 'Europe/London')).toBe('');
    expect(fieldsOfInstant(null, 'Europe/London')).toEqual({ date: '', time: '' });
  });
});
