import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Card } from '@afterwork/ui/antd-display';
import { auditQuery } from '../api/audit-queries';
import { describeEntry } from '../lib/describe-entry';
import { formatDateTime } from '@afterwork/ui/dates';

/** 'Recent admin changes': who changed what, and when (newest first). */
export function AuditPanel({ limit = 20 }: { limit?: number }) {
  const audit = useQuery(auditQuery(limit));
  return (
    <section aria-labelledby="audit-title" className="aw-admin-section">
      <h2 id="audit-title">Recent admin changes</h2>
      <Card>
        {audit.isPending ? (
          <p role="status">Loading recent changes...</p>
        ) : audit.isError ? (
          <div role="alert">
            <p>We could not load the recent changes.</p>
            <Button onClick={() => void audit.refetch()}>Try again</Button>
          </div>
        ) : audit.data.length === 0 ? (
          <p>No admin changes yet.</p>
        ) : (
          <ol className="aw-audit-list">
            {audit.data.map((e) => (
              <li key={e.id}>
                <span>{describeEntry(e)}</span>
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
