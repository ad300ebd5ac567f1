import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LibraryMatches } from './library-matches';
import { jsonResponse, renderWithShell } from '../../test/render';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

jest.setTimeout(30_000);

function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <LibraryMatches query={query} />
    </>
  );
}

const yoga = { id: 3, title: 'Chair yoga at home', description: 'Ten gentle minutes.' };

describe('LibraryMatches', () => {
  it('asks the library once, when typing pauses, for the whole query', async () => {
    fetchMock.mockReturnValue(jsonResponse(200, [yoga]));
    renderWithShell(<Search />);
    // Key by key, faster than the pause: no request for the partial words.
    await userEvent.type(screen.getByLabelText('Search'), 'yoga ');
    expect(await screen.findByText('1 item in the library matches "yoga".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chair yoga at home' })).toHaveAttribute('href', '/resources/3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/resources?search=yoga');
  });

  it('shows nothing and asks nothing for fewer than two letters', async () => {
    renderWithShell(<LibraryMatches query=" y " />);
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('heading', { name: 'From the library' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
