import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlansPage from './plans-page';
import { PREMIUM_FEATURES } from './plans-data';
import { renderWithShell } from '../../test/render';

jest.setTimeout(30_000);

describe('PlansPage', () => {
  it('is monthly by default: 19.99 per month, no saving tag, ten features, links', () => {
    renderWithShell(<PlansPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plans & Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByText('$19.99')).toBeInTheDocument();
    expect(screen.queryByText('Save 17%')).not.toBeInTheDocument();
    expect(PREMIUM_FEATURES).toHaveLength(10);
    PREMIUM_FEATURES.forEach((f) => expect(screen.getByText(f)).toBeInTheDocument());
    expect(screen.getByText('No credit card required')).toBeInTheDocument();
    expect(screen.getByText('Cancel any time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our demonstration video' })).toHaveAttribute('href', '/demo-video');
    expect(screen.getByRole('link', { name: 'See Business Plans' })).toHaveAttribute('href', '/business');
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/auth?tab=register');
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute('href', '/auth?tab=register');
  });

  it('annual shows 199.99 per year and the Save 17% tag', async () => {
    renderWithShell(<PlansPage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(screen.getByText('$199.99')).toBeInTheDocument();
    expect(screen.getByText('per year', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('$19.99')).toBeInTheDocument();
  });
});
