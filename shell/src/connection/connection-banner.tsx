import { useApiReachable } from './connection-status';

/**
 * A clear, calm notice on every page while the API cannot be reached. It goes away by itself when
 * Afterwork answers again (the failed parts of the page reload then); nothing the visitor typed is touched.
 */
export function ConnectionBanner() {
  const reachable = useApiReachable();
  if (reachable) return null;
  return (
    <div role="alert" className="aw-connection-banner">
      <strong>We can't reach Afterwork right now.</strong>{' '}
      <span>Please check your internet connection. This page will try again by itself every few seconds — you don't need to do anything.</span>
    </div>
  );
}
