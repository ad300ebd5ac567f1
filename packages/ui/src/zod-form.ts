// The one bridge from the zod contracts (@afterwork/contracts) to antd forms: a form shows the contract's own
// messages, word for word, the same ones the API answers with. Only types come from zod here, so importing this
// file loads no zod; the schemas a form passes in do (forms are lazy chunks for that reason).
import type { ZodError, ZodType } from 'zod';
import { ApiError } from '@afterwork/shell-sdk';
import type { FormInstance, FormRule } from './antd-form';

const FALLBACK = 'Please check this field';

/** An empty field checks as '' (the contracts give their "at least n characters" message for it). */
const asTyped = (value: unknown): unknown => value ?? '';

/**
 * An antd rule that checks one field with its contract schema: `rules={[zodRule(registerSchema.shape.email)]}`.
 * `read` turns the field's value into what the contract expects (e.g. a comma-separated text into a list).
 */
export function zodRule(schema: ZodType, read: (value: unknown) => unknown = asTyped): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(read(value));
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? FALLBACK);
    },
  };
}

/**
 * A contract module a form loads when it first checks a field, not with the page, so that zod (88 KB gzip) stays
 * off a first visit's bytes (the sign-in, register and business pages):
 * `const users = lazyContract(() => import('@afterwork/contracts/users'))`, then
 * `rules={[users.rule((c) => c.loginSchema.shape.username)]}`, and `await users.load()` where the form needs the
 * module itself. Give the form `onFocus={users.warm}` so the module is usually here before the first check.
 * Should it fail to load (a network fault), the field passes and the next check tries again: the API checks every
 * request with the same schema and answers the same words, so nothing unchecked gets through.
 */
export function lazyContract<Module>(load: () => Promise<Module>) {
  let loading: Promise<Module> | null = null;
  const get = (): Promise<Module> =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  return {
    load: get,
    /** Starts loading, for an event handler (nothing to wait for, nothing thrown). */
    warm: (): void => {
      get().catch(() => undefined);
    },
    rule: (pick: (module: Module) => ZodType, read: (value: unknown) => unknown = asTyped): FormRule => ({
      validator: async (_rule, value: unknown) => {
        const schema = await get().then(pick, () => null);
        const result = schema?.safeParse(read(value));
        if (result && !result.success) throw new Error(result.error.issues[0]?.message ?? FALLBACK);
      },
    }),
  };
}

/**
 * A rule for a field the contract checks together with others (an end after its start, a link when online):
 * builds the whole request from the form's values and shows the contract's first message for `path`.
 * `toBody` should give every text field a string ('' when empty): zod skips the cross-field checks while
 * a field has the wrong type.
 */
export function zodBodyRule<Values>(schema: ZodType, toBody: (values: Values) => unknown, path: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(toBody(getFieldsValue(true) as Values));
      if (result.success) return;
      const message = issuesByField(result.error)[path];
      if (message) throw new Error(message);
    },
  });
}

/** The first message for each field of a failed check: { email: 'Please enter a valid email address' }. */
export function issuesByField(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Checks a whole request before it is sent: null when it passes, else the first message for each field. */
export function checkBody(schema: ZodType, body: unknown): Record<string, string> | null {
  const result = schema.safeParse(body);
  return result.success ? null : issuesByField(result.error);
}

export interface ShowOptions {
  /** Only these fields (the form's own); others are left for the caller to show as a whole-form message. */
  known?: readonly string[];
  /** Request field → form field, where the form names a field differently ({ startDate: 'start' }). */
  rename?: Readonly<Record<string, string>>;
  /** Scroll to, and focus, the first field with a message. */
  scroll?: boolean;
}

/** A field's name on a form of these values (antd's NamePath). */
type FieldName<Values> = Parameters<FormInstance<Values>['setFields']>[0][number]['name'];

/**
 * Puts field messages on a form of any values; true when at least one landed on a field. The names come from the
 * server (or a contract), so they are strings checked at run time (`known`), not the form's typed paths.
 */
export function showFieldErrors<Values>(form: FormInstance<Values>, fields: Record<string, string> | undefined, options: ShowOptions = {}): boolean {
  const entries = Object.entries(fields ?? {})
    .map(([name, message]) => [(options.rename?.[name] ?? name) as FieldName<Values>, message] as const)
    .filter(([name]) => !options.known || options.known.includes(name as string));
  if (!entries.length) return false;
  form.setFields(entries.map(([name, message]) => ({ name, errors: [message] })));
  if (options.scroll) form.scrollToField(entries[0]![0], { block: 'center', focus: true });
  return true;
}

/** The server's per-field messages (a 400 with `fields`, a 409 duplicate) on the form; true when any was shown. */
export function showServerErrors<Values>(form: FormInstance<Values>, err: unknown, options: ShowOptions = {}): boolean {
  return err instanceof ApiError && !!err.fields && showFieldErrors(form, err.fields, options);
}
