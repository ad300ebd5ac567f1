import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './site-header';
import { SIGNED_OUT_FLAG, showSignedOutNotice } from './sign-out';
import { leavePage } from './leave-page';
import { admin, jsonResponse, member, renderWithShell } from '../test/render';

jest.mock('./leave-page', () => ({ leavePage: jest.fn() }));

jest.setTimeout(30_000);
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => jsonResponse(401, { error: { message: 'Please sign in' } }));
  global.fetch = fetchMock as unknown as typeof fetch;
  (leavePage as jest.Mock).mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const mobileMenu = () => document.getElementById('aw-mobile-menu') as HTMLElement;
const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('site header, signed out', () => {
  it('links to the main routes and offers to join', () => {
    renderWithShell(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Afterwork' })).toHaveAttribute('href', '/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Communities', '/communities'],
      ['Groups', '/groups'],
      ['Mentors', '/mentorship'],
      ['Resources', '/resources'],
      ['Plans', '/plans'],
      ['For Business', '/business'],
      ['Help Center', '/help'],
    ]);
    const actions = document.querySelector('.aw-header-actions') as HTMLElement;
    expect(within(actions).getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/auth?tab=register');
    expect(within(actions).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/auth?tab=register');
    expect(within(actions).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
  });

  it('offers "Join for free" to /join inside the mobile menu', async () => {
    renderWithShell(<SiteHeader />);
    await userEvent.click(toggle());
    expect(within(mobileMenu()).getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/join');
    expect(within(mobileMenu()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('shows neither join nor account while the session is still loading', () => {
    renderWithShell(<SiteHeader />, { loading: true });
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
  });

  it('turns into the account menu when the member signs in', async () => {
    const { queryClient } = renderWithShell(<SiteHeader />);
    act(() => queryClient.setQueryData(['/api/user', 'session'], member));
    expect(await screen.findByRole('button', { name: /My Account/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens and closes with the toggle, which says whether it is open', async () => {
    renderWithShell(<SiteHeader />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'aw-mobile-menu');
    expect(mobileMenu()).not.toBeVisible();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();
    expect(within(mobileMenu()).getAllByRole('link').map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Home', 'Communities', 'Groups', 'Mentors', 'Resources', 'Plans', 'For Business', 'Help Center']),
    );
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    renderWithShell(<div><SiteHeader /><p>Page text</p></div>);
    await userEvent.click(toggle());
    expect(mobileMenu()).toBeVisible();
    await userEvent.click(screen.getByText('Page text'));
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    renderWithShell(<SiteHeader />);
    await userEvent.click(toggle());
    await userEvent.keyboard('{Escape}');
    expect(mobileMenu()).not.toBeVisible();
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    renderWithShell(<SiteHeader />);
    await userEvent.click(toggle());
    await userEvent.click(within(mobileMenu()).getByRole('link', { name: 'Communities' }));
    expect(mobileMenu()).not.toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/communities');
  });
});

describe('account menu, signed in', () => {
  const accountButton = () => screen.getByRole('button', { name: /My Account/ });

  it('shows the default avatar and the first word of the name', () => {
    renderWithShell(<SiteHeader />, { user: member });
    expect(accountButton()).toHaveTextContent('Ann');
    expect(accountButton()).not.toHaveTextContent('Example');
    expect(accountButton().querySelector('img')).toHaveAttribute('src', 'file-stub');
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('falls back to the initial when the picture fails, or U without a name', () => {
    renderWithShell(<SiteHeader />, { user: { ...member, name: '', avatar: 'https://example.com/broken.png' } });
    fireEvent.error(accountButton().querySelector('img')!);
    expect(screen.getByTestId('avatar-initial')).toHaveTextContent('U');
  });

  it('falls back to the first letter of the name', () => {
    renderWithShell(<SiteHeader />, { user: { ...member, avatar: 'https://example.com/broken.png' } });
    fireEvent.error(accountButton().querySelector('img')!);
    expect(screen.getByTestId('avatar-initial')).toHaveTextContent('A');
  });

  it("lists 'My Account' entries and no admin section for a member", async () => {
    renderWithShell(<SiteHeader />, { user: member });
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'My Account' });
    expect(within(menu).getByText('My Account')).toBeVisible();
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Profile', '/profile/7'],
      ['Settings', '/settings'],
    ]);
    expect(within(menu).queryByText('Admin')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('adds the Admin section for admins', async () => {
    renderWithShell(<SiteHeader />, { user: admin });
    await userEvent.click(accountButton());
    const menu = screen.getByRole('navigation', { name: 'My Account' });
    expect(within(menu).getByText('Admin')).toBeVisible();
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Profile', '/profile/1'],
      ['Settings', '/settings'],
      ['Resource Library', '/resources/manage'],
      ['Members', '/admin/users'],
      ['Communities', '/admin/communities'],
    ]);
  });

  it('closes on Escape, on an outside click and after choosing an entry', async () => {
    renderWithShell(<div><SiteHeader /><p>Page text</p></div>, { user: member });
    const panel = () => screen.getByRole('navigation', { name: 'My Account', hidden: true }).parentElement!;
    await userEvent.click(accountButton());
    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeVisible();
    expect(accountButton()).toHaveFocus();
    await userEvent.click(accountButton());
    await userEvent.click(screen.getByText('Page text'));
    expect(panel()).not.toBeVisible();
    await userEvent.click(accountButton());
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(panel()).not.toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});

describe('sign out', () => {
  const signOut = async () => {
    await userEvent.click(screen.getByRole('button', { name: /My Account/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  };

  it('posts /api/logout, forgets the token and reloads the site at /', async () => {
    localStorage.setItem('auth_token', 'old');
    fetchMock.mockImplementation((url: string) => (url === '/api/logout' ? jsonResponse(200, { ok: true }) : jsonResponse(401, {})));
    const { queryClient } = renderWithShell(<SiteHeader />, { user: member });
    await signOut();
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem(SIGNED_OUT_FLAG)).toBe('1');
    expect(queryClient.getQueryData(['/api/user', 'session'])).toBeNull();
  });

  it('says "Logged out" once, on the page after the redirect', () => {
    renderWithShell(<SiteHeader />);
    sessionStorage.setItem(SIGNED_OUT_FLAG, '1');
    act(() => showSignedOutNotice());
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(sessionStorage.getItem(SIGNED_OUT_FLAG)).toBeNull();
  });

  it('keeps the member signed in when the server refuses', async () => {
    fetchMock.mockImplementation(() => jsonResponse(500, { error: { message: 'boom' } }));
    renderWithShell(<SiteHeader />, { user: member });
    await signOut();
    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to sign out. Please try again.');
    expect(leavePage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /My Account/ })).toBeInTheDocument();
  });

  it('keeps the member signed in when the network fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithShell(<SiteHeader />, { user: member });
    await signOut();
    expect(await screen.findByText('An error occurred while signing out. Please try again.')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });
});
