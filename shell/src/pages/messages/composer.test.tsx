import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@afterwork/shell-sdk';
import { SCAM_NUDGE_CODE, SCAM_NUDGE_MESSAGE } from '@afterwork/contracts/scam-guard';
import { Composer } from './composer';

jest.setTimeout(30_000);

// The scam guard's nudge in the message box: a flagged message opens the dialog; 'Send anyway' sends it confirmed.
it('a flagged message opens the nudge; Send anyway sends it again confirmed', async () => {
  const onSend = jest.fn(async (_body: string, confirmed?: boolean) => {
    if (!confirmed) throw new ApiError(422, SCAM_NUDGE_MESSAGE, undefined, SCAM_NUDGE_CODE, { reasons: ['money'] });
  });
  render(<Composer draftKey="test-draft-nudge" label="Your message to Rita" onSend={onSend} />);
  await userEvent.type(screen.getByLabelText('Your message to Rita'), 'Lend me £200 today');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(SCAM_NUDGE_MESSAGE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send anyway' }));
  await waitFor(() => expect(onSend).toHaveBeenLastCalledWith('Lend me £200 today', true));
  expect(await screen.findByText('Sent')).toBeInTheDocument();
});
