import { useState } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { LinkButton } from '@afterwork/ui/link-button';
import { joinPath } from '../../routing/join-path';
import { PREMIUM_FEATURES, PREMIUM_PRICE, TRIAL_DAYS, type BillingPeriod } from './plans-data';
import './plans.css';

/** /plans (spec part 1 §2 'Plans', §4 'Pricing toggle', §9). */
export default function PlansPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const annual = period === 'annual';

  return (
    <div className="aw-plans">
      <header className="aw-plans-head">
        <h1>Plans &amp; Pricing</h1>
        <p>Start free, and upgrade when you are ready. Every plan includes our friendly support team.</p>
        <fieldset className="aw-period-toggle">
          <legend className="aw-visually-hidden">Billing period</legend>
          {(['monthly', 'annual'] as const).map((p) => (
            <label key={p} className={period === p ? 'aw-period aw-period-active' : 'aw-period'}>
              <input type="radio" name="billing-period" value={p} checked={period === p} onChange={() => setPeriod(p)} />
              {p === 'monthly' ? 'Monthly' : 'Annual'}
            </label>
          ))}
        </fieldset>
      </header>

      <div className="aw-plan-grid">
        <section className="aw-plan-card aw-plan-premium" aria-labelledby="aw-premium-title">
          <div className="aw-plan-title-row">
            <h2 id="aw-premium-title">Premium</h2>
            {annual && (
              <span className="aw-save-tag">Save 17%</span>
            )}
          </div>
          <p className="aw-price" aria-live="polite">
            <span className="aw-price-amount">${annual ? PREMIUM_PRICE.annual : PREMIUM_PRICE.monthly}</span>
            <span className="aw-price-unit"> per {annual ? 'year' : 'month'}</span>
          </p>
          <p className="aw-plan-note">{annual ? 'Billed once a year.' : 'Billed every month. Cancel any time.'}</p>
          <h3>Everything in Premium</h3>
          <ul className="aw-feature-list">
            {PREMIUM_FEATURES.map((f) => (
              <li key={f}>
                <CheckOutlined aria-hidden="true" /> {f}
              </li>
            ))}
          </ul>
          <LinkButton to={joinPath} type="primary" size="large" block>
            Get Premium
          </LinkButton>
        </section>

        <section className="aw-plan-card aw-plan-trial" aria-labelledby="aw-trial-title">
          <h2 id="aw-trial-title">Free {TRIAL_DAYS}-day trial</h2>
          <p className="aw-price">
            <span className="aw-price-amount">$0</span>
            <span className="aw-price-unit"> for {TRIAL_DAYS} days</span>
          </p>
          <ul className="aw-feature-list">
            <li>
              <CheckOutlined aria-hidden="true" /> Try every Premium feature free for {TRIAL_DAYS} days
            </li>
            <li>
              <CheckOutlined aria-hidden="true" /> No credit card required
            </li>
            <li>
              <CheckOutlined aria-hidden="true" /> Cancel any time
            </li>
          </ul>
          <LinkButton to={joinPath} size="large" block>
            Start free trial
          </LinkButton>
        </section>
      </div>

      <nav className="aw-plans-links" aria-label="More about our plans">
        <LinkButton to="/demo-video" type="link" size="large">
          See our demonstration video
        </LinkButton>
        <LinkButton to="/business" type="link" size="large">
          See Business Plans
        </LinkButton>
      </nav>
    </div>
  );
}
