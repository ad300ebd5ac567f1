import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { INTEREST_OPTIONS, TOO_MANY_INTERESTS } from '@afterwork/contracts/users';
import { InterestPicker, toggleInterest } from './interest-picker';

describe('toggleInterest', () => {
  it('adds, removes, and refuses the eleventh', () => {
    expect(toggleInterest([], 'Chess')).toEqual({ selected: ['Chess'], refused: false });
    expect(toggleInterest(['Chess', 'Yoga'], 'Chess')).toEqual({ selected: ['Yoga'], refused: false });
    const ten = INTEREST_OPTIONS.slice(0, 10);
    expect(toggleInterest(ten, 'Technology')).toEqual({ selected: ten, refused: true });
    // Removing is always allowed at the limit.
    expect(toggleInterest(ten, 'Reading').selected).toHaveLength(9);
  });
});

function Harness({ initial = [] as string[] }) {
  const [state, setState] = useState({ selected: initial, refused: false });
  return <InterestPicker selected={state.selected} refused={state.refused} onChange={setState} />;
}

describe('<InterestPicker>', () => {
  it('offers the 24 interests as toggle buttons and counts the chosen ones', () => {
    render(<Harness />);
    const buttons = INTEREST_OPTIONS.map((name) => screen.getByRole('button', { name }));
    expect(buttons).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Hiking' }));
    expect(screen.getByRole('button', { name: 'Hiking' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 of 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hiking' }));
    expect(screen.getByRole('button', { name: 'Hiking' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says clearly when the eleventh is picked, and does not select it', () => {
    render(<Harness />);
    for (const name of INTEREST_OPTIONS.slice(0, 10)) fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.getByText('10 of 10')).toBeTruthy();
    expect(screen.queryByText(TOO_MANY_INTERESTS)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Technology' }));
    expect(screen.getByRole('alert').textContent).toBe(TOO_MANY_INTERESTS);
    expect(screen.getByRole('button', { name: 'Technology' }).getAttribute('aria-pressed')).toBe('false');
    // Removing one clears the message and makes room.
    fireEvent.click(screen.getByRole('button', { name: 'Reading' }));
    expect(screen.queryByText(TOO_MANY_INTERESTS)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Technology' }));
    expect(screen.getByRole('button', { name: 'Technology' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps interests saved earlier that are not among the 24, and they count', () => {
    render(<Harness initial={['Walking', 'Chess']} />);
    expect(screen.getByText('2 of 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Walking' }));
    expect(screen.getByText('1 of 10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Walking' })).toBeNull();
  });
});
