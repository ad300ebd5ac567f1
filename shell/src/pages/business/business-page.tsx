import { useRef, useState } from 'react';
import { HeartOutlined, LineChartOutlined, SmileOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { BusinessEnquiryForm, type EnquiryIntent } from './business-enquiry-form';
import './business.css';

const BENEFITS = [
  {
    title: 'Team Building',
    text: 'Bring colleagues and retirees together through shared interests, clubs and volunteering that build real connections.',
    Icon: TeamOutlined,
  },
  {
    title: 'Improved Productivity',
    text: 'People who feel connected and supported are more engaged, more focused and take fewer sick days.',
    Icon: LineChartOutlined,
  },
  {
    title: 'Retention & Culture',
    text: 'Show your people you care about life beyond work, before and after retirement, and keep your best talent close.',
    Icon: SmileOutlined,
  },
  {
    title: 'Wellness Focus',
    text: 'Give your team access to wellbeing communities, expert mentors and self-assessments that support body and mind.',
    Icon: HeartOutlined,
  },
];

/** /business (spec part 1 §2 'Business', §9). The three buttons take the visitor to the form, saying what they asked for. */
export default function BusinessPage() {
  const [intent, setIntent] = useState<EnquiryIntent>('information');
  const formRef = useRef<HTMLElement>(null);

  const goToForm = (next: EnquiryIntent) => {
    setIntent(next);
    const section = formRef.current;
    if (!section) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    // Focus the first field without jumping, so keyboard and screen-reader users land in the form too.
    window.setTimeout(() => section.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true }), smooth ? 400 : 0);
  };

  return (
    <div className="aw-business">
      <section className="aw-business-hero" aria-labelledby="aw-business-title">
        <div className="aw-business-inner">
          <h1 id="aw-business-title">Afterwork for Business</h1>
          <p>
            Help your employees and retirees stay connected, healthy and engaged. Afterwork brings your people together around the things they
            love.
          </p>
          <div className="aw-business-actions">
            <Button size="large" className="aw-business-cta-main" onClick={() => goToForm('demo')}>
              Request Demo
            </Button>
            <Button size="large" ghost onClick={() => goToForm('sales')}>
              Contact Sales
            </Button>
            <Button size="large" ghost onClick={() => goToForm('consultation')}>
              Schedule Consultation
            </Button>
          </div>
        </div>
      </section>

      <section className="aw-business-section" aria-labelledby="aw-benefits-title">
        <div className="aw-business-inner">
          <h2 id="aw-benefits-title">Why organisations choose Afterwork</h2>
          <ul className="aw-benefit-grid">
            {BENEFITS.map(({ title, text, Icon }) => (
              <li key={title} className="aw-benefit-card">
                <span className="aw-benefit-icon" aria-hidden="true">
                  <Icon />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section ref={formRef} id="business-information" className="aw-business-section aw-business-form-section" aria-labelledby="aw-enquiry-title">
        <div className="aw-business-inner aw-business-narrow">
          <h2 id="aw-enquiry-title">Request Business Information</h2>
          <BusinessEnquiryForm intent={intent} />
        </div>
      </section>
    </div>
  );
}
