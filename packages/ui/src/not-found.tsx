import { textPx } from '@afterwork/shell-sdk';
import { LinkButton } from './link-button';

/** Any unknown path, in the shell or inside a remote: '404 Page Not Found'. */
export function NotFoundPage() {
  return (
    <div className="aw-page aw-not-found" style={{ textAlign: 'center', padding: '80px 16px' }}>
      <h1 style={{ fontSize: textPx(40), margin: '0 0 12px' }}>404 Page Not Found</h1>
      <p style={{ fontSize: textPx(20), margin: '0 0 24px' }}>We couldn't find the page you were looking for.</p>
      <LinkButton to="/" type="primary" size="large">
        Go to the home page
      </LinkButton>
    </div>
  );
}
