import { useQuery } from '@tanstack/react-query';
import { Link } from '@afterwork/ui/router';
import { Button } from '@afterwork/ui/antd-base';
import { formatMonthYear } from '@afterwork/ui/dates';
import { useSession } from '@afterwork/shell-sdk';
import { WARNING_TITLE, warningBody } from '@afterwork/contracts/safety-words';
import { warningsQuery } from './api/notices-queries';
import { useReadWarning } from './api/notices-mutations';
import { useActingFor } from './helping';

/**
 * A moderator's warning, shown to the warned member at the top of every page until they say they have read it
 * (issue 21). Members with none see nothing; visitors ask nothing.
 */
export function ModerationNotice() {
  const { user } = useSession();
  // A helper never reads the member's warnings (issue 34): her own show when she is back in her account.
  const acting = useActingFor();
  const warnings = useQuery({ ...warningsQuery(user?.id), enabled: !!user && !acting });
  const read = useReadWarning(user?.id);
  const warning = user && !acting ? warnings.data?.[0] : undefined;
  if (!warning) return null;
  return (
    <section className="aw-moderation-notice" role="alert" aria-labelledby="moderation-notice-title">
      <h2 id="moderation-notice-title">{WARNING_TITLE}</h2>
      <p>{warningBody(warning.reason)}</p>
      <p className="aw-muted">Given in {formatMonthYear(warning.createdAt)}.</p>
      <div className="aw-row">
        <Link to="/community-guidelines" className="aw-notice-link">Read the Community Guidelines</Link>
        <Button type="primary" size="large" onClick={() => read.mutate(warning.id)} loading={read.isPending} disabled={read.isPending}>
          I have read this
        </Button>
      </div>
    </section>
  );
}
