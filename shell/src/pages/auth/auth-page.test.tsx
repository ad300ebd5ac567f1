import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthPage from './auth-page';
import { jsonResponse, member, renderWithShell } from '../../test/render';

// antd forms under jsdom are slow on a busy machine: give each test room, and paste rather than type.
jest.setTimeout(30_000);
let user = userEvent.setup({ delay: null });
const fill = async (field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const fetchMock = jest.fn();
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const renderAuth = (path = '/auth', options: Parameters<typeof renderWithShell>[1] = {}) =>
  renderWithShell(<AuthPage />, { routePath: path.split('?')[0], path, ...options });
const loginPanel = () => screen.getByRole('tabpanel', { name: 'Sign in' });
const registerPanel = () => screen.getByRole('tabpanel', { name: 'Join for free' });
const location = () => screen.getByTestId('location').textContent;

describe('the sign-in page', () => {
  it("is titled 'Sign in to Afterwork' and opens on the Sign in tab", () => {
    renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Afterwork' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    const panel = loginPanel();
    expect(within(panel).getByLabelText('Username or email address')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Password')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(within(panel).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(within(panel).getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/auth?tab=register');
    expect(within(panel).queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
    // The demo account comes after the divider, below 'Sign in'.
    const signIn = within(panel).getByRole('button', { name: 'Sign in' });
    const demo = within(panel).getByRole('button', { name: 'Try the demo account' });
    expect(signIn.compareDocumentPosition(demo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByText('or, just looking?')).toBeInTheDocument();
  });

  it('opens on the Join for free tab with ?tab=register, and switches tabs without losing input', async () => {
    renderAuth('/auth?tab=register');
    expect(screen.getByRole('tab', { name: 'Join for free' })).toHaveAttribute('aria-selected', 'true');
    await fill(within(registerPanel()).getByLabelText('Full name'), 'Ann Example');
    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(location()).toBe('/auth');
    expect(loginPanel()).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Join for free' }));
    expect(location()).toBe('/auth?tab=register');
    expect(within(registerPanel()).getByLabelText('Full name')).toHaveValue('Ann Example');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderAuth();
    screen.getByRole('tab', { name: 'Sign in' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Join for free' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Join for free' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the spec's messages for a short username and password", async () => {
    renderAuth();
    await fill(within(loginPanel()).getByLabelText('Username or email address'), 'ab');
    await fill(within(loginPanel()).getByLabelText('Password'), '12345');
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's messages for an empty registration", async () => {
    renderAuth('/auth?tab=register');
    await user.click(within(registerPanel()).getByRole('button', { name: 'Create my account' }));
    expect(await within(registerPanel()).findByText('Name is required')).toBeInTheDocument();
    expect(await within(registerPanel()).findByText('Valid email is required')).toBeInTheDocument();
    expect(await within(registerPanel()).findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(await within(registerPanel()).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await fill(within(registerPanel()).getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await within(registerPanel()).findByText('Valid email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the demo account and goes to the profile', async () => {
    fetchMock.mockImplementation(() => jsonResponse(200, { user: { ...member, name: 'Demo Member' } }));
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Try the demo account' }));
    await waitFor(() => expect(location()).toBe('/profile/7'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init.body)).toEqual({ username: 'demo', password: 'demo-password', rememberMe: false });
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Demo Member!')).toBeInTheDocument();
  });

  it('goes back to the protected page the visitor came from', async () => {
    fetchMock.mockImplementation(() => jsonResponse(200, { user: member }));
    renderAuth('/auth', { state: { from: '/dashboard' } });
    await user.click(screen.getByRole('button', { name: 'Try the demo account' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('marks both fields on a wrong password and keeps what was typed', async () => {
    fetchMock.mockImplementation(() => jsonResponse(401, { error: { message: 'Invalid username or password' } }));
    renderAuth();
    await fill(within(loginPanel()).getByLabelText('Username or email address'), 'demo');
    await fill(within(loginPanel()).getByLabelText('Password'), 'wrong-password');
    await user.click(within(loginPanel()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(within(loginPanel()).getAllByText('Invalid username or password')).toHaveLength(2));
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(within(loginPanel()).getByLabelText('Username or email address')).toHaveValue('demo');
    expect(within(loginPanel()).getByLabelText('Password')).toHaveValue('wrong-password');
    expect(location()).toBe('/auth');
  });

  it("shows the server's throttling message on 429", async () => {
    const message = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
    fetchMock.mockImplementation(() => jsonResponse(429, { error: { message } }));
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Try the demo account' }));
    expect(await within(loginPanel()).findByText(message)).toBeInTheDocument();
    expect(within(loginPanel()).queryByText('Invalid username or password')).not.toBeInTheDocument();
  });

  it('says so on the username field when the network fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Try the demo account' }));
    expect(await within(loginPanel()).findByText('An error occurred during login')).toBeInTheDocument();
  });

  it('registers, welcomes the new member and goes to the welcome (issue 19 §8)', async () => {
    fetchMock.mockImplementation(() => jsonResponse(201, { ...member, id: 12, name: 'New Person' }));
    renderAuth('/auth?tab=register');
    const panel = registerPanel();
    await fill(within(panel).getByLabelText('Full name'), 'New Person');
    await fill(within(panel).getByLabelText('Email'), 'new@example.com');
    await fill(within(panel).getByLabelText('Username'), 'newperson');
    await fill(within(panel).getByLabelText('Password'), 'secret-123');
    await user.click(within(panel).getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(location()).toBe('/welcome'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/register');
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Afterwork, New Person!')).toBeInTheDocument();
  });

  it('puts a duplicate username on its field and keeps the form filled', async () => {
    const taken = 'That username is already taken';
    fetchMock.mockImplementation(() => jsonResponse(409, { error: { message: taken, fields: { username: taken } } }));
    renderAuth('/auth?tab=register');
    const panel = registerPanel();
    await fill(within(panel).getByLabelText('Full name'), 'Ann Example');
    await fill(within(panel).getByLabelText('Email'), 'ann@example.com');
    await fill(within(panel).getByLabelText('Username'), 'demo');
    await fill(within(panel).getByLabelText('Password'), 'secret-123');
    await user.click(within(panel).getByRole('button', { name: 'Create my account' }));
    expect(await within(panel).findByText(taken)).toBeInTheDocument();
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Full name')).toHaveValue('Ann Example');
    expect(within(panel).getByLabelText('Password')).toHaveValue('secret-123');
  });

  it('sends a signed-in visitor to /', () => {
    renderAuth('/auth', { user: member });
    expect(location()).toBe('/');
  });
});
