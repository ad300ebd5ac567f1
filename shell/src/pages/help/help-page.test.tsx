import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HelpPage from './help-page';
import { FAQS, filterFaqs } from './faq-data';
import { renderWithShell } from '../../test/render';

jest.setTimeout(30_000);

describe('filterFaqs', () => {
  it('matches every word, case-insensitively, in the question or the answer', () => {
    expect(filterFaqs(FAQS, '')).toHaveLength(5);
    expect(filterFaqs(FAQS, 'CANCEL').map((f) => f.id)).toEqual(['cancel-subscription']);
    expect(filterFaqs(FAQS, 'mobile phone').map((f) => f.id)).toEqual(['mobile']);
    expect(filterFaqs(FAQS, 'mobile cancel')).toEqual([]);
    expect(filterFaqs(FAQS, 'smartphone tablet').map((f) => f.id)).toEqual(['mobile']);
    expect(filterFaqs(FAQS, 'xyzzy')).toEqual([]);
  });
});

describe('HelpPage', () => {
  it('has the five questions, all closed, and opens one at a time', async () => {
    renderWithShell(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    const buttons = FAQS.map((f) => screen.getByRole('button', { name: f.question }));
    expect(buttons).toHaveLength(5);
    buttons.forEach((b) => expect(b).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(buttons[0]);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQS[0].answer)).toBeVisible();

    await userEvent.click(buttons[2]);
    expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(FAQS[0].answer)).not.toBeVisible();

    await userEvent.click(buttons[2]);
    expect(buttons[2]).toHaveAttribute('aria-expanded', 'false');
  });

  it('the search box filters the questions as you type, with a clear no-match message', async () => {
    renderWithShell(<HelpPage />);
    const search = screen.getByRole('searchbox', { name: 'Search for help' });
    await userEvent.type(search, 'event');
    expect(screen.getByRole('button', { name: 'Can I host my own event?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I cancel my subscription?' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'parrots');
    expect(screen.getByText('No questions match "parrots".')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5);
  });

  it('lists the three support channels', () => {
    renderWithShell(<HelpPage />);
    expect(screen.getByText('Chat with our support team. Available 24/7.')).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9am-6pm US Eastern Time (ET)')).toBeInTheDocument();
    expect(screen.getByText('Free to call from the United States and Canada:')).toBeInTheDocument();
    expect(screen.getByText('We reply within 24 hours.')).toBeInTheDocument();
  });
});
