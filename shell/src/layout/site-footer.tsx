import { Link } from 'react-router-dom';
import { FacebookFilled, InstagramFilled, LinkedinFilled, TwitterSquareFilled } from '@ant-design/icons';
import { mainLinks } from './nav-links';

const exploreLinks = [
  ...mainLinks.filter((l) => l.to !== '/'),
  { to: '/assessments', label: 'Self-assessments' },
];

/** Pages that do not exist yet (spec part 1 §2): shown as plain text, never as links that go nowhere. */
const placeholderSections = [
  { title: 'Company', items: ['About Us', 'Careers', 'Press', 'Blog'] },
  { title: 'Community', items: ['Community Guidelines', 'Safety Center', 'Moderator Resources'] },
  { title: 'Legal', items: ['Terms of Service', 'Privacy Policy', 'Cookie Policy', 'Accessibility'] },
];

const socials = [
  { name: 'Facebook', Icon: FacebookFilled },
  { name: 'Twitter', Icon: TwitterSquareFilled },
  { name: 'Instagram', Icon: InstagramFilled },
  { name: 'LinkedIn', Icon: LinkedinFilled },
];

export function SiteFooter() {
  return (
    <footer className="aw-footer">
      <div className="aw-footer-inner">
        <div className="aw-footer-brand">
          <Link to="/" className="aw-footer-logo">Afterwork</Link>
          <p>Feel Better, Together.</p>
          <ul className="aw-socials" aria-label="Social media (coming soon)">
            {socials.map(({ name, Icon }) => (
              <li key={name}>
                <span role="img" aria-label={`${name} (coming soon)`} title={`${name} (coming soon)`} className="aw-social">
                  <Icon aria-hidden="true" />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className="aw-footer-section">
          <h2>Explore</h2>
          <ul>
            {exploreLinks.map((l) => (
              <li key={l.to}><Link to={l.to}>{l.label}</Link></li>
            ))}
          </ul>
        </nav>
        {placeholderSections.map((section) => (
          <div key={section.title} className="aw-footer-section">
            <h2>{section.title}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item}>
                  <span className="aw-soon" title="Coming soon">{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="aw-footer-note">
        Pages shown in plain text are coming soon. © {new Date().getFullYear()} Afterwork. All rights reserved.
      </p>
    </footer>
  );
}
