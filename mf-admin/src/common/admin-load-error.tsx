import { Card } from '@afterwork/ui/antd-display';
import { LinkButton } from '@afterwork/ui/link-button';

/** Spec §8: the admin load failure card. */
export function AdminLoadError() {
  return (
    <Card className="aw-admin-error" role="alert">
      <h2>Error</h2>
      <p>There was an error loading the data. Please try again later.</p>
      <LinkButton to="/" type="primary" size="large">
        Go back to home
      </LinkButton>
    </Card>
  );
}
