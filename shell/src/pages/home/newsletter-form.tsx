import { useId, useState, type FormEvent } from 'react';
import { isApiError, notifySuccess, notifyError } from '@afterwork/shell-sdk';
import {
  NEWSLETTER_FAILURE,
  NEWSLETTER_SUCCESS,
  newsletterEmailError,
} from '@afterwork/contracts/newsletter';
import { useSubscribe } from './api/newsletter-mutations';

/**
 * Newsletter sign-up (spec part 1 §2, §4, §5, §8): idle, submitting, then a success or failure toast.
 * Validated without zod (the home page must stay small). The field clears on success only.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const subscribe = useSubscribe();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await subscribe.mutateAsync(email);
      setEmail('');
      notifySuccess(NEWSLETTER_SUCCESS.title, NEWSLETTER_SUCCESS.description);
    } catch (err) {
      if (isApiError(err, 400)) setError(err.fields?.email ?? err.serverMessage);
      else if (isApiError(err, 429)) notifyError(NEWSLETTER_FAILURE.title, err.serverMessage);
      else notifyError(NEWSLETTER_FAILURE.title, NEWSLETTER_FAILURE.description);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="aw-newsletter-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <label htmlFor={`${id}-email`}>Your email address</label>
      <div className="aw-newsletter-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="name@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="aw-btn aw-btn-primary" disabled={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="aw-field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
