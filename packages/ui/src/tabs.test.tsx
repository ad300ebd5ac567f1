/// <reference types="@testing-library/jest-dom" />
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

function Harness({ keepMounted = false }: { keepMounted?: boolean }) {
  const [key, setKey] = useState('upcoming');
  return (
    <Tabs
      label="Activities and members"
      activeKey={key}
      onChange={setKey}
      keepMounted={keepMounted}
      items={[
        { key: 'upcoming', label: 'Upcoming Activities', children: <p>Upcoming list</p> },
        { key: 'past', label: 'Past Activities', children: <label>Note <input /></label> },
        { key: 'members', label: 'Members', children: <p>Member list</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (the shared accessible tab strip)', () => {
  it('names the tablist, marks the active tab and keeps only it in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Activities and members' })).toBeInTheDocument();
    expect(tab('Upcoming Activities')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Past Activities')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Upcoming Activities')).toHaveAttribute('tabindex', '0');
    expect(tab('Past Activities')).toHaveAttribute('tabindex', '-1');
    expect(tab('Members')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Upcoming list');
    expect(panel).toHaveAccessibleName('Upcoming Activities');
    expect(tab('Upcoming Activities')).toHaveAttribute('aria-controls', panel.id);
  });

  it('switches on click; by default only the active panel is rendered', () => {
    render(<Harness />);
    fireEvent.click(tab('Members'));
    expect(tab('Members')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Members')).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Member list');
    expect(screen.queryByText('Upcoming list')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping at both ends), Home and End, and focuses the new tab', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('Upcoming Activities'), { key: 'ArrowRight' });
    expect(tab('Past Activities')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Past Activities')).toHaveFocus();
    fireEvent.keyDown(tab('Past Activities'), { key: 'End' });
    expect(tab('Members')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Member list');
    fireEvent.keyDown(tab('Members'), { key: 'ArrowRight' });
    expect(tab('Upcoming Activities')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Upcoming Activities')).toHaveFocus();
    fireEvent.keyDown(tab('Upcoming Activities'), { key: 'ArrowLeft' });
    expect(tab('Members')).toHaveFocus();
    fireEvent.keyDown(tab('Members'), { key: 'Home' });
    expect(tab('Upcoming Activities')).toHaveFocus();
    expect(tab('Upcoming Activities')).toHaveAttribute('tabindex', '0');
    expect(tab('Members')).toHaveAttribute('tabindex', '-1');
  });

  it('ignores other keys (Tab leaves the strip as usual)', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('Upcoming Activities'), { key: 'a' });
    fireEvent.keyDown(tab('Upcoming Activities'), { key: 'ArrowDown' });
    expect(tab('Upcoming Activities')).toHaveAttribute('aria-selected', 'true');
  });

  it('with keepMounted, hides the other panels without unmounting them, so typed text survives a switch', () => {
    render(<Harness keepMounted />);
    fireEvent.click(tab('Past Activities'));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'half-typed' } });
    fireEvent.click(tab('Members'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Member list');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    fireEvent.click(tab('Past Activities'));
    expect(screen.getByLabelText('Note')).toHaveValue('half-typed');
  });
});
