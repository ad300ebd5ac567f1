import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@afterwork/ui/router';
import { ApiError, sessionQueryKey } from '@afterwork/shell-sdk';
import { SCAM_NUDGE_MESSAGE } from '@afterwork/contracts/scam-guard';
import type { CurrentUser } from '@afterwork/contracts/users';
import { AnnounceDialog } from './announce-dialog';
import { ScamNudgeDialog } from './scam-nudge-dialog';
import { scamNudgeOf } from './scam-nudge';
import { ScamWarning } from './scam-warning';

jest.setTimeout(30_000);

const reader = { id: 7, username: 'rita', name: 'Rita Reader', role: 'user' } as unknown as CurrentUser;

function withShell(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(sessionQueryKey, reader);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

// What the API client reads of a fetch answer (jsdom has no Response).
const json = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(body), json: async () => body } as unknown as Response);
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('scamNudgeOf', () => {
  it('recognises the 422 scam nudge with its reasons, and nothing else', () => {
    expect(scamNudgeOf(new ApiError(422, SCAM_NUDGE_MESSAGE, undefined, 'scam_nudge', { reasons: ['money', 'nonsense'] }))).toEqual({ message: SCAM_NUDGE_MESSAGE, reasons: ['money'] });
    expect(scamNudgeOf(new ApiError(422, 'Something else'))).toBeNull();
    expect(scamNudgeOf(new ApiError(400, 'x', undefined, 'scam_nudge'))).toBeNull();
    expect(scamNudgeOf(new Error('x'))).toBeNull();
  });
});

describe('ScamNudgeDialog', () => {
  it("shows the server's words; 'Change my message' is the primary choice and 'Send anyway' confirms", async () => {
    const onChange = jest.fn();
    const onSendAnyway = jest.fn();
    render(<ScamNudgeDialog nudge={{ message: SCAM_NUDGE_MESSAGE, reasons: ['money'] }} onChange={onChange} onSendAnyway={onSendAnyway} />);
    const dialog = await screen.findByRole('dialog', { name: 'Before you send' });
    expect(within(dialog).getByText(SCAM_NUDGE_MESSAGE)).toBeInTheDocument();
    const change = within(dialog).getByRole('button', { name: 'Change my message' });
    expect(change).toHaveClass('ant-btn-primary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    expect(onSendAnyway).toHaveBeenCalledTimes(1);
    await userEvent.click(change);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is closed without a nudge', () => {
    render(<ScamNudgeDialog nudge={null} onChange={jest.fn()} onSendAnyway={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ScamWarning', () => {
  it('says calmly what the message asks for, links to the Safety Center and offers Report', async () => {
    withShell(<ScamWarning reasons={['money', 'bank_details', 'urgency']} report={{ targetType: 'member', targetId: 12, targetName: 'Sam Sender' }} />);
    const note = screen.getByRole('note', { name: 'Safety warning' });
    expect(note).toHaveTextContent(
      'Be careful: this message asks for money and for bank or card details. Never send money or bank details to someone you met online.',
    );
    expect(within(note).getByRole('link', { name: 'Read the Safety Center' })).toHaveAttribute('href', '/safety');
    await userEvent.click(within(note).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this member' })).toBeInTheDocument();
  });
});

describe('AnnounceDialog', () => {
  const activities = [
    { id: 31, title: 'Tuesday Walk', when: 'Tuesday 3 December, 10:00', seriesId: 5 },
    { id: 32, title: 'Tuesday Walk', when: 'Tuesday 10 December, 10:00', seriesId: 5 },
    { id: 40, title: 'Garden Tea', when: 'Friday 6 December, 15:00', seriesId: null },
  ];

  it('sends to one date and shows how many members it reached', async () => {
    const onSent = jest.fn();
    fetchMock.mockReturnValueOnce(json(201, { sent: 23, message: 'Sent to 23 members', post: { id: 1 } }));
    withShell(<AnnounceDialog place="group" placeId={9} activities={activities} onClose={jest.fn()} onSent={onSent} />);
    await userEvent.click(screen.getByRole('radio', { name: 'The members going on one date' }));
    const which = screen.getByLabelText('Which date?');
    expect(within(which).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…', 'Tuesday Walk, Tuesday 3 December, 10:00', 'Tuesday Walk, Tuesday 10 December, 10:00', 'Garden Tea, Friday 6 December, 15:00',
    ]);
    await userEvent.selectOptions(which, '32');
    await userEvent.type(screen.getByLabelText('Your announcement'), 'The walk starts at the park gate.');
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to 23 members');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/groups/9/announcements');
    expect(JSON.parse(init.body as string)).toEqual({ body: 'The walk starts at the park gate.', audience: 'date', activityId: 32 });
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ sent: 23 }));
  });

  it('offers one entry per series for an activity, and says what is missing before sending', async () => {
    withShell(<AnnounceDialog place="community" placeId={4} activities={activities} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'The members going to an activity' }));
    expect(within(screen.getByLabelText('Which activity?')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…', 'Tuesday Walk (every coming date)', 'Garden Tea, Friday 6 December, 15:00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the activity.');
    await userEvent.selectOptions(screen.getByLabelText('Which activity?'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write your announcement before sending.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the scam nudge and sends anyway with confirmed: true; a refusal keeps the text', async () => {
    fetchMock
      .mockReturnValueOnce(json(422, { error: { message: SCAM_NUDGE_MESSAGE, code: 'scam_nudge', reasons: ['money'] } }))
      .mockReturnValueOnce(json(201, { sent: 3, message: 'Sent to 3 members', post: { id: 2 } }));
    withShell(<AnnounceDialog place="group" placeId={9} onClose={jest.fn()} />);
    expect(screen.queryByRole('radio', { name: 'The members going on one date' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Your announcement'), 'Please bring £5 for the coach');
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    // antd gives every dialog the same title id under test ('test-id'), so the nested one is found by its title text.
    const nudge = (await screen.findByText('Before you send')).closest('[role="dialog"]') as HTMLElement;
    expect(within(nudge).getByText(SCAM_NUDGE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(within(nudge).getByRole('button', { name: 'Send anyway' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to 3 members');
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).toEqual({ body: 'Please bring £5 for the coach', audience: 'all', confirmed: true });
  });

  it('a refused send says why and keeps the message', async () => {
    fetchMock.mockReturnValueOnce(json(429, { error: { message: 'You have sent several announcements today. You can send another in 5 hours.' } }));
    withShell(<AnnounceDialog place="group" placeId={9} onClose={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Your announcement'), 'Hello all');
    await userEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    await waitFor(() => expect(screen.getByText('You have sent several announcements today. You can send another in 5 hours.')).toBeInTheDocument());
    expect(screen.getByLabelText('Your announcement')).toHaveValue('Hello all');
  });
});
