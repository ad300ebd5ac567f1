/// <reference types="@testing-library/jest-dom" />
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PageTabs } from './page-tabs';

function Harness() {
  const [key, setKey] = useState('upcoming');
  return (
    <PageTabs
      label="Activities and members"
      activeKey={key}
      onChange={setKey}
      items={[
        { key: 'upcoming', label: 'Upcoming Activities', children: <p>Upcoming list</p> },
        { key: 'past', label: 'Past Activities', children: <p>Past list</p> },
        { key: 'members', label: 'Members', children: <p>Member list</p> },
      ]}
    />
  );
}

describe('PageTabs', () => {
  it('shows only the active panel, switches on click and with the arrow keys', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Upcoming Activities' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Upcoming list');
    fireEvent.click(screen.getByRole('tab', { name: 'Members' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Member list');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Members' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Upcoming Activities' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upcoming Activities' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Upcoming Activities' }), { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Member list');
  });
});
