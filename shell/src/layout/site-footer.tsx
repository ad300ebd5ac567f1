import { Link } from '@afterwork/ui/router';
import { FacebookFilled, InstagramFilled, LinkedinFilled, TwitterSquareFilled } from '@ant-design/icons';
import { legalLinks, mainLinks } from './nav-links';

const exploreLinks = [
  ...mainLinks.filter((l) => l.to !== '/'),
  { to: '/assessments', label: 'Self-assessments' },
];

/** Pages that do not exist yet (spec part 1 §2): shown as plain text, never as links that go nowhere. */
const placeholderSections = [
  { title: 'Company', items: ['About Us', 'Careers', 'Press', 'Blog'] as Array<string | { to: string; label: string }> },
  // Real pages for the first two (issue 21 §6 overrides the spec's placeholders).
  { title: 'Community', items: [{ to: '/community-guidelines', label: 'Community Guidelines' }, { to: '/safety', label: 'Safety Center' }, 'Moderator Resources'] },
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
              {section.items.map((item) =>
                typeof item === 'string' ? (
                  <li key={item}>
                    <span className="aw-soon" title="Coming soon">{item}</span>
                  </li>
                ) : (
                  <li key={item.to}>
                    <Link to={item.to}>{item.label}</Link>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
        {/* Real pages now (issue 19 §13 overrides the spec's placeholders). */}
        <nav aria-label="Legal" className="aw-footer-section">
          <h2>Legal</h2>
          <ul>
            {legalLinks.map((l) => (
              <li key={l.to}><Link to={l.to}>{l.label}</Link></li>
            ))}
          </ul>
        </nav>
      </div>
      {/* The year: the pre-rendered pages were written in a year that may since have ended. */}
      <p className="aw-footer-note" suppressHydrationWarning>
        © {new Date().getFullYear()} Afterwork. All rights reserved.
      </p>
    </footer>
  );
}
