import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from '@afterwork/ui/router';
import type { CurrentUser } from '@afterwork/contracts/users';
import { notify, notifySuccess, sessionQueryKey, useToastStore } from '@afterwork/shell-sdk';
import { LinkButton } from './link-button';
import { ADMIN_ONLY_MESSAGE, RequireRole } from './require-role';
import { EmptyState, ErrorState, PageSpinner, RetryButton } from './states';
import { Toaster } from './toaster';
import { initials } from './initials';

// Typing into antd fields is slow on a busy machine: give each test room (it asserts behaviour, not time).
jest.setTimeout(30_000);

const member = (role: string) => ({ id: 1, username: 'ada', name: 'Ada Lovelace', role }) as unknown as CurrentUser;

/** A page at `path` with the shell's providers; the session is `user` (undefined: still loading). */
function renderAt(path: string, ui: React.ReactNode, user?: CurrentUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => undefined) } } });
  if (user !== undefined) client.setQueryData(sessionQueryKey, user);
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{location.pathname} from {(location.state as { from?: string } | null)?.from ?? '-'}</p>;
  }
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('states', () => {
  it('a page spinner says what it waits for, in a live region', () => {
    render(<PageSpinner label="Loading groups..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading groups...');
  });
  it('an error says what happened and offers the action; the retry button retries', async () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Failed to fetch resources" message="The server did not answer." action={<RetryButton onRetry={onRetry} />} />);
    expect(screen.getByRole('heading', { name: 'Failed to fetch resources' })).toBeInTheDocument();
    expect(screen.getByText('The server did not answer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
  it('an empty state has its title, words and action', () => {
    render(<EmptyState title="No activities yet" message="When you RSVP, it will appear here." action={<button>Explore</button>} />);
    expect(screen.getByRole('heading', { name: 'No activities yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
  });
});

describe('LinkButton', () => {
  it('is a real link (it opens in a new tab) that navigates inside the app on a plain click', async () => {
    renderAt('/admin', <LinkButton to="/groups">Browse Groups</LinkButton>, null);
    const link = screen.getByRole('link', { name: 'Browse Groups' });
    expect(link).toHaveAttribute('href', '/groups');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/groups');
  });
});

describe('RequireRole', () => {
  beforeEach(() => useToastStore.getState().dismiss());

  it('waits while the session loads', () => {
    renderAt('/admin/users', <RequireRole role="admin"><p>Admin area</p></RequireRole>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });
  it('sends a visitor to sign in, remembering where they were going', () => {
    renderAt('/admin/users?tab=roles', <RequireRole role="admin"><p>Admin area</p></RequireRole>, null);
    expect(screen.getByTestId('where')).toHaveTextContent('/auth from /admin/users?tab=roles');
  });
  it("sends a member without the role home with the spec's message", () => {
    renderAt('/admin/users', <RequireRole role="admin"><p>Admin area</p></RequireRole>, member('user'));
    expect(screen.getByTestId('where')).toHaveTextContent('/ from -');
    expect(useToastStore.getState().current).toMatchObject({ title: ADMIN_ONLY_MESSAGE, variant: 'destructive' });
  });
  it('shows the page to a member with the role', () => {
    renderAt('/admin/users', <RequireRole role="admin"><p>Admin area</p></RequireRole>, member('admin'));
    expect(screen.getByText('Admin area')).toBeInTheDocument();
  });
});

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the one current toast, an error as an alert, and lets it go after its time', () => {
    render(<Toaster />);
    act(() => notify({ title: 'Joined group!', description: 'You are now a member of this group.', variant: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Joined group!');
    act(() => notify({ title: 'Failed to update RSVP', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update RSVP');
    expect(screen.queryByText('Joined group!')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Failed to update RSVP')).not.toBeInTheDocument();
  });

  it('stands still while the pointer is over it or the focus is in it, then finishes its time', () => {
    render(<Toaster />);
    act(() => notifySuccess('Library item updated', "'Tai Chi' has been saved."));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    act(() => jest.advanceTimersByTime(3000));
    // Only a pointer moved onto it holds it (one that rests where the toast came up does not).
    fireEvent.pointerMove(region);
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toHaveTextContent('Library item updated');
    fireEvent.pointerLeave(region);
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => region.focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => region.blur());
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows every success in the same green style', () => {
    render(<Toaster />);
    act(() => notifySuccess('Goal removed'));
    expect(screen.getByRole('status').closest('.ant-alert')).toHaveClass('ant-alert-success');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two names', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  mary   ann  smith ')).toBe('MA');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
  });
});
