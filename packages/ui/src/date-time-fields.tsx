// antd through the shared groups (never './antd-*'): a remote must use the shell's one antd, or the form and its fields meet two copies.
import { useState, type ReactNode } from 'react';
import { Form, Input, type FormRule } from '@afterwork/ui/antd-form';
import { Select } from '@afterwork/ui/antd-form-extra';
import { wallTimeOf, zonedDateTime } from '@afterwork/contracts/time-zones';
import { zoneOptions } from './dates';

interface DateTimeFieldsProps {
  /** The class of the row that puts two fields side by side (the app's own layout and breakpoints). */
  rowClassName: string;
  /** The start time's rules: the contract's, over the whole request (e.g. `zodBodyRule(schema, toBody, 'startDate')`). */
  startRules: FormRule[];
  /** An end time beside the start (the date then stands alone above them); without one, the date and the start share the row. */
  end?: { rules: FormRule[]; extra?: ReactNode };
  /**
   * A choice of time zone below, on whose clocks the date and times are read: the site's list plus `zones` (the
   * host's, the reader's, the one saved). Without it the caller's `toBody` reads them on a zone of its own.
   */
  timeZone?: { zones: readonly string[]; rules: FormRule[] };
}

const dateRules: FormRule[] = [{ required: true, message: 'Please choose a date.' }];

/**
 * The date, start time, end time and time zone of a form (an activity, a mentor session), named `date`, `start`,
 * `end` and `timeZone` in the form's values ('YYYY-MM-DD', 'HH:MM', an IANA zone). The times are checked again
 * whenever a field they depend on changes. Read and write them with `instantOfFields` and `fieldsOfInstant`.
 */
export function DateTimeFields({ rowClassName, startRules, end, timeZone }: DateTimeFieldsProps) {
  const [zones] = useState(() => (timeZone ? zoneOptions(timeZone.zones) : []));
  const zoneDependency = timeZone ? ['timeZone'] : [];
  const date = (
    <Form.Item name="date" label="Date" required rules={dateRules}>
      <Input type="date" size="large" />
    </Form.Item>
  );
  const start = (
    <Form.Item name="start" label="Start time" required dependencies={['date', ...zoneDependency]} rules={startRules}>
      <Input type="time" size="large" />
    </Form.Item>
  );
  return (
    <>
      {end ? (
        <>
          {date}
          <div className={rowClassName}>
            {start}
            <Form.Item
              name="end"
              label="End time"
              required
              dependencies={['date', 'start', ...zoneDependency]}
              rules={end.rules}
              extra={end.extra}
            >
              <Input type="time" size="large" />
            </Form.Item>
          </div>
        </>
      ) : (
        <div className={rowClassName}>
          {date}
          {start}
        </div>
      )}
      {timeZone && (
        <Form.Item
          name="timeZone"
          label="Time zone"
          required
          extra={`The ${end ? 'times' : 'date and time'} above are on this zone's clocks. Members elsewhere also see their own time.`}
          rules={timeZone.rules}
        >
          <Select size="large" showSearch={{ optionFilterProp: 'label' }} options={zones} />
        </Form.Item>
      )}
    </>
  );
}

/** The instant a day and time name on a zone's clocks, as the API takes it (ISO, UTC); '' when either is missing or impossible, so the contract's rule says which. */
export function instantOfFields(date: string | undefined, time: string | undefined, zone: string | undefined): string {
  return zonedDateTime(date ?? '', time ?? '', zone ?? '')?.toISOString() ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the fields show it on a zone's clocks: 'YYYY-MM-DD' and 'HH:MM' (both '' for none). */
export function fieldsOfInstant(instant: string | null, zone: string): { date: string; time: string } {
  if (!instant) return { date: '', time: '' };
  const w = wallTimeOf(new Date(instant), zone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}
