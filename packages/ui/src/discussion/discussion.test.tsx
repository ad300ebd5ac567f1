import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@afterwork/ui/router';
import { ApiError, sessionQueryKey } from '@afterwork/shell-sdk';
import { SCAM_NUDGE_MESSAGE } from '@afterwork/contracts/scam-guard';
import type { DiscussionPost } from '@afterwork/contracts/discussions';
import type { CurrentUser } from '@afterwork/contracts/users';
import { Composer } from './composer';
import { LinkedText } from './linked-text';
import { DiscussionPanel } from './discussion-panel';
import { PostCard } from './post-card';

jest.setTimeout(30_000);

describe('LinkedText', () => {
  it('makes web addresses links that open safely, and shows markup as typed', () => {
    const { container } = render(
      <p>
        <LinkedText text={'See www.example.org/walk and https://example.com/a?b=1 <script>alert(1)</script> <b>x</b>'} />
      </p>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.example.org/walk', 'https://example.com/a?b=1']);
    for (const a of links) {
      expect(a).toHaveAttribute('rel', 'nofollow noopener ugc');
      expect(a).toHaveAttribute('target', '_blank');
    }
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script> <b>x</b>');
  });

  it('never links a javascript: address', () => {
    render(<LinkedText text="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Composer', () => {
  beforeEach(() => localStorage.clear());

  it('Enter makes a new line; Send sends, says Sent and empties the box', async () => {
    const onSend = jest.fn().mockResolvedValue({});
    render(<Composer label="Write to the group" draftKey="t1" onSend={onSend} />);
    const box = screen.getByLabelText('Write to the group');
    await userEvent.type(box, 'Hello{Enter}all');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('Hello\nall');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello\nall');
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(localStorage.getItem('afterwork.draft.t1')).toBeNull();
  });

  it('keeps the draft for the next visit, and a refused send keeps the words with the server\'s message', async () => {
    const onSend = jest.fn().mockRejectedValue(new ApiError(400, 'Please write something before sending.'));
    const first = render(<Composer label="Write" draftKey="t2" onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Write'), 'Half written');
    first.unmount();
    render(<Composer label="Write" draftKey="t2" onSend={onSend} />);
    expect(screen.getByLabelText('Write')).toHaveValue('Half written');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: Please write something before sending. Your words are still in the box.');
    expect(screen.getByLabelText('Write')).toHaveValue('Half written');
  });
});

describe('Composer and the scam guard', () => {
  beforeEach(() => localStorage.clear());
  const nudge = () => new ApiError(422, SCAM_NUDGE_MESSAGE, undefined, 'scam_nudge', { reasons: ['money'] });

  it("a nudged send asks first; 'Change my message' keeps the words in the box", async () => {
    const onSend = jest.fn().mockRejectedValue(nudge());
    render(<Composer label="Write" draftKey="s1" onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Write'), 'Send me your bank details');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you send' });
    expect(within(dialog).getByText(SCAM_NUDGE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change my message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Write')).toHaveValue('Send me your bank details');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("'Send anyway' sends the same words again, confirmed", async () => {
    const onSend = jest.fn().mockRejectedValueOnce(nudge()).mockResolvedValueOnce({});
    render(<Composer label="Write" draftKey="s2" onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Write'), 'Send me your bank details');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you send' });
    expect(screen.getByLabelText('Write')).toHaveValue('Send me your bank details');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    expect(onSend).toHaveBeenLastCalledWith('Send me your bank details', true);
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Write')).toHaveValue('');
  });
});

describe('PostCard', () => {
  const reader = { id: 7, username: 'rita', name: 'Rita Reader', role: 'user' } as unknown as CurrentUser;
  const post: DiscussionPost = {
    id: 12, author: { id: 9, name: 'Sam Stranger' }, body: 'Please send me your bank details', createdAt: '2026-11-20T10:00:00Z', editedAt: null,
    thanks: 0, thankedByMe: false, mine: false, editableUntil: null, pinned: false, kind: 'post', audience: null,
    warning: true, warningReasons: ['bank_details'], photo: null, replies: [],
  };
  const show = (p: DiscussionPost) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, reader);
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PostCard post={p} where={{ place: 'group', id: 1 }} member moderator={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it("a post the scam guard flagged shows the calm warning with 'Report'", () => {
    show(post);
    const note = screen.getByRole('note', { name: 'Safety warning' });
    expect(within(note).getByRole('link', { name: 'Read the Safety Center' })).toHaveAttribute('href', '/safety');
    expect(within(note).getByRole('button', { name: /Report/ })).toBeInTheDocument();
  });

  it('a post with a photo shows it with the words that describe it; its author may take it off', () => {
    const photo = { url: '/api/discussion-posts/12/photo?v=abc', alt: 'Bluebells under the beech trees' };
    const view = show({ ...post, warning: false, warningReasons: [], photo });
    expect(screen.getByRole('img', { name: 'Bluebells under the beech trees' })).toHaveAttribute('src', photo.url);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    view.unmount();
    show({ ...post, warning: false, warningReasons: [], photo, mine: true });
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('an ordinary post shows no warning', () => {
    show({ ...post, warning: false, warningReasons: [] });
    expect(screen.queryByRole('note', { name: 'Safety warning' })).toBeNull();
  });

  it("'Report' on another's post opens the report dialog for that post; none on one's own", async () => {
    // What the API client reads of a fetch answer (jsdom has no Response).
    const answer = { ok: true, message: 'Thank you. Our moderators will look at it.' };
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 201, statusText: '', text: async () => JSON.stringify(answer), json: async () => answer })) as unknown as typeof fetch;
    const view = show({ ...post, warning: false, warningReasons: [], body: 'Lend me 300 pounds' });
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('this post by Sam Stranger');
    await userEvent.click(within(dialog).getByRole('radio', { name: /scam/i }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Send report/i }));
    expect(await screen.findByText('Thank you. Our moderators will look at it.')).toBeInTheDocument();
    const [url, init] = (global.fetch as jest.Mock).mock.calls.at(-1) as [string, RequestInit];
    expect(url).toContain('/api/reports');
    expect(JSON.parse(init.body as string)).toMatchObject({ targetType: 'post', targetId: 12, reason: 'scam' });
    view.unmount();
    show({ ...post, warning: false, warningReasons: [], mine: true });
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});

describe('DiscussionPanel announcements', () => {
  const reader = { id: 7, username: 'rita', name: 'Rita Reader', role: 'user' } as unknown as CurrentUser;
  const announcement = {
    id: 30, author: { id: 3, name: 'Olive Organiser' }, body: 'The coach leaves at nine.', createdAt: '2026-11-20T10:00:00Z', editedAt: null,
    thanks: 0, thankedByMe: false, mine: false, editableUntil: null, pinned: false, kind: 'announcement', audience: { label: 'All members', count: 23 },
    warning: false, warningReasons: [], replies: [],
  };
  const page = (moderator: boolean) => ({ member: true, moderator, count: 0, pinned: null, announcements: [announcement], posts: [], nextCursor: null, closed: null });
  const show = (moderator: boolean) => {
    global.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify(page(moderator)), json: async () => page(moderator) } as unknown as Response),
    ) as unknown as typeof fetch;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, reader);
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DiscussionPanel where={{ place: 'group', id: 1 }} placeName="Tuesday Walkers" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('shows an announcement at the top, marked, with who received it; members cannot send one', async () => {
    show(false);
    const card = await screen.findByRole('article', { name: 'Announcement by Olive Organiser' });
    expect(card).toHaveTextContent('Announcement');
    expect(card).toHaveTextContent('All members. Sent to 23 members.');
    expect(card).toHaveTextContent('The coach leaves at nine.');
    expect(screen.queryByRole('button', { name: 'Send an announcement' })).toBeNull();
  });

  it("an organiser opens 'Send an announcement'", async () => {
    show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Send an announcement' }));
    expect(await screen.findByRole('dialog', { name: 'Send an announcement' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your announcement')).toBeInTheDocument();
  });
});
