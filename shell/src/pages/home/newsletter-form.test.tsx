import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsletterEmailError } from '@afterwork/contracts/newsletter';
import { NewsletterForm } from './newsletter-form';
import { jsonResponse, renderWithShell } from '../../test/render';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

jest.setTimeout(30_000);

describe('newsletter email rule (no zod on the home page)', () => {
  it.each(['ann@example.com', ' ann.smith+news@mail.example.co.uk ', 'A@B.ORG'])('accepts %s', (v) => expect(newsletterEmailError(v)).toBeNull());
  it.each(['', '   ', 'ann', 'ann@example', 'ann@@example.com', 'ann example@x.com', '@example.com', 'ann@.com', 'ann@example.c', 42, undefined])(
    'refuses %p with the spec message',
    (v) => expect(newsletterEmailError(v)).toBe('Please enter a valid email address'),
  );
});

describe('NewsletterForm', () => {
  const field = () => screen.getByLabelText('Your email address');
  const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

  it('shows the validation message and makes no request for an invalid address', async () => {
    renderWithShell(<NewsletterForm />);
    await userEvent.type(field(), 'margaret@example');
    await userEvent.click(subscribe());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('margaret@example');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success: posts the address, thanks the visitor and clears the field', async () => {
    fetchMock.mockReturnValueOnce(jsonResponse(201, { email: 'margaret@example.com', subscribed: true, alreadySubscribed: false }));
    renderWithShell(<NewsletterForm />);
    await userEvent.type(field(), ' margaret@example.com ');
    await userEvent.click(subscribe());
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(screen.getByText("You've been added to our newsletter.")).toBeInTheDocument();
    expect(field()).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/newsletter-subscriptions');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body)).toEqual({ email: 'margaret@example.com' });
  });

  it('on failure: a destructive toast with the spec words, and the address stays', async () => {
    fetchMock.mockReturnValueOnce(jsonResponse(500, { error: { message: 'Something went wrong' } }));
    renderWithShell(<NewsletterForm />);
    await userEvent.type(field(), 'margaret@example.com');
    await userEvent.click(subscribe());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong');
    expect(toast).toHaveTextContent('Please try again later.');
    expect(field()).toHaveValue('margaret@example.com');
  });

  it('when the network is down: the same failure toast, the address stays', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithShell(<NewsletterForm />);
    await userEvent.type(field(), 'margaret@example.com');
    await userEvent.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later.');
    expect(field()).toHaveValue('margaret@example.com');
  });

  it('too many tries (429): the failure toast says how long to wait', async () => {
    fetchMock.mockReturnValueOnce(
      jsonResponse(429, { error: { message: 'You have tried to subscribe too many times. Please wait 15 minutes and try again.' } }),
    );
    renderWithShell(<NewsletterForm />);
    await userEvent.type(field(), 'margaret@example.com');
    await userEvent.click(subscribe());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong');
    expect(toast).toHaveTextContent('Please wait 15 minutes and try again.');
    expect(field()).toHaveValue('margaret@example.com');
  });

  it('shows "Subscribing..." and ignores a second click while the request runs', async () => {
    let resolve!: (v: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    renderWithShell(<NewsletterForm />);
    await userEvent.type(field(), 'margaret@example.com');
    await userEvent.click(subscribe());
    const busy = screen.getByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();
    resolve(await jsonResponse(200, { email: 'margaret@example.com', subscribed: true, alreadySubscribed: true }));
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
