import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecondFactorNotice } from './second-factor-notice';
import { SiteHeader } from './site-header';
import { admin, jsonResponse, member, renderWithShell } from '../test/render';

jest.setTimeout(30_000);
beforeEach(() => {
  global.fetch = jest.fn(() => jsonResponse(401, { error: { message: 'Please sign in' } })) as unknown as typeof fetch;
});

/** Issue 33 §3: a site admin whose second factor is waiting is asked for it, and has no admin menu until then. */
describe('the second step for admin pages', () => {
  it('asks the first admin to set one up, with a link to Settings', () => {
    renderWithShell(<SecondFactorNotice />, { user: { ...admin, secondFactor: 'set-up' }, path: '/dashboard' });
    const notice = screen.getByRole('status', { name: 'Please set up a second step for admin pages' });
    expect(within(notice).getByRole('link', { name: 'Set up the second step' })).toHaveAttribute('href', '/settings#second-factor');
  });

  it('asks an admin who has one to confirm it is them', () => {
    renderWithShell(<SecondFactorNotice />, { user: { ...admin, secondFactor: 'confirm' }, path: '/groups' });
    expect(screen.getByRole('status', { name: 'Please confirm it is you' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Confirm it is me' })).toBeVisible();
  });

  it('says nothing to members, to admins who are done, or on Settings itself', () => {
    const { unmount } = renderWithShell(<SecondFactorNotice />, { user: member });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    const done = renderWithShell(<SecondFactorNotice />, { user: admin });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    done.unmount();
    renderWithShell(<SecondFactorNotice />, { user: { ...admin, secondFactor: 'confirm' }, path: '/settings' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows no admin menu while the second step waits', async () => {
    renderWithShell(<SiteHeader />, { user: { ...admin, secondFactor: 'confirm' } });
    await userEvent.click(screen.getByRole('button', { name: /My Account/ }));
    const menu = screen.getByRole('navigation', { name: 'My Account' });
    expect(within(menu).queryByText('Admin')).not.toBeInTheDocument();
  });
});
