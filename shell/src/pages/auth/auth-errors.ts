import type { FormInstance } from 'antd';
import { ApiError } from '@afterwork/shell-sdk';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const LOGIN_ERROR = 'An error occurred during login';

/** Puts the server's per-field messages (400 validation, 409 duplicate) on the form's fields. */
export function applyFieldErrors(form: FormInstance, err: unknown, known: readonly string[]): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  const fields = Object.entries(err.fields).filter(([name]) => known.includes(name));
  if (!fields.length) return false;
  form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  return true;
}
