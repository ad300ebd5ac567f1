import { textPx } from '@afterwork/shell-sdk';
import { LinkButton } from '@afterwork/ui/link-button';
import { CATEGORY_INFO, PORTAL_CATEGORIES } from '../lib/categories';

/** An unknown portal key (spec §2.14): 'Portal Not Found' with 'Return Home'. */
export function PortalNotFound() {
  return (
    <section className="aw-page" style={{ textAlign: 'center', padding: '64px 16px' }}>
      <h1 style={{ fontSize: textPx(36), margin: '0 0 12px' }}>Portal Not Found</h1>
      <p style={{ fontSize: textPx(20), margin: '0 0 24px' }}>We could not find that portal. It may have moved, or the link may be mistyped.</p>
      <LinkButton to="/" type="primary" size="large">
        Return Home
      </LinkButton>
    </section>
  );
}

/** A /portals path that is neither a category list nor /portals/{category}/{portal}: 'Portal not found'. */
export function PortalPathNotFound() {
  return (
    <section className="aw-page" style={{ textAlign: 'center', padding: '64px 16px' }}>
      <h1 style={{ fontSize: textPx(36), margin: '0 0 12px' }}>Portal not found</h1>
      <p style={{ fontSize: textPx(20), margin: '0 0 24px' }}>Choose one of our portals instead:</p>
      <nav aria-label="Portals">
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 24px', display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
          {PORTAL_CATEGORIES.map((c) => (
            <li key={c}>
              <LinkButton to={`/portals/${c}`} size="large">
                {CATEGORY_INFO[c].title}
              </LinkButton>
            </li>
          ))}
        </ul>
      </nav>
      <LinkButton to="/" type="primary" size="large">
        Go to the home page
      </LinkButton>
    </section>
  );
}
