import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@afterwork/shell-sdk';
import { Composer } from './composer';
import { LinkedText } from './linked-text';

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
