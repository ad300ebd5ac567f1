import { Link } from '@afterwork/ui/router';
import { scamWarningText, type ScamReason } from '@afterwork/contracts/scam-guard';
import type { ReportTargetType } from '@afterwork/contracts/safety-words';
import { ReportButton } from './report-button';
import './scam-guard.css';

/** Where the Safety Center is (shell/src/app/app-routes.tsx). */
export const SAFETY_CENTER_PATH = '/safety';

/**
 * The reader's calm notice on a message the scam guard flagged and its author sent anyway (issue 30, item 5): what
 * it asks for, the one rule to remember, a link to the Safety Center and a one-tap 'Report'. Show it when the API's
 * `warning` is true, with its `warningReasons`:
 *
 * ```tsx
 * {post.warning && <ScamWarning reasons={post.warningReasons} report={{ targetType: 'member', targetId: post.author.id, targetName: post.author.name }} />}
 * ```
 * `report` is what 'Report' reports (until messages are report targets of their own, their author).
 */
export function ScamWarning({ reasons, report }: {
  reasons: readonly ScamReason[];
  report: { targetType: ReportTargetType; targetId: number; targetName: string };
}) {
  const [caution, ...rest] = scamWarningText(reasons).split(': ');
  return (
    <div className="aw-scam-warning" role="note" aria-label="Safety warning">
      <p>
        <strong>{caution}:</strong> {rest.join(': ')}
      </p>
      <div className="aw-scam-warning-actions">
        <Link to={SAFETY_CENTER_PATH}>Read the Safety Center</Link>
        <ReportButton targetType={report.targetType} targetId={report.targetId} targetName={report.targetName} />
      </div>
    </div>
  );
}
