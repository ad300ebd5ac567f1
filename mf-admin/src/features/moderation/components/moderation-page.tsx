import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Card } from '@afterwork/ui/antd-display';
import { Input, Radio } from '@afterwork/ui/antd-form';
import { Select } from '@afterwork/ui/antd-form-extra';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDateTime } from '@afterwork/ui/dates';
import { errorText, notifySuccess } from '@afterwork/shell-sdk';
import type { ModerationItem } from '@afterwork/contracts/safety';
import { MODERATION_ACTIONS, REPORT_REASONS, SUSPENSION_DAYS, type ModerationAction, type ReportTargetType } from '@afterwork/contracts/safety-words';
import { AdminNav } from '../../../common/admin-nav';
import { AdminLoadError } from '../../../common/admin-load-error';
import { moderationQueueQuery, useModerate } from '../api/moderation-queries';

const KIND: Record<ReportTargetType, string> = { member: 'Member', group: 'Group', activity: 'Activity', community: 'Community', resource: 'Library resource', message: 'Private message', post: 'Discussion post or reply' };

function Snapshot({ data }: { data: Record<string, unknown> }) {
  const entries = Object.entries(data).filter(([, v]) => v !== null && v !== '' && v !== undefined);
  return (
    <dl className="aw-admin-snapshot">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k.replace(/_/g, ' ')}</dt>
          <dd>{String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ItemCard({ item }: { item: ModerationItem }) {
  const [action, setAction] = useState<ModerationAction>('dismiss');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number | 'forever'>(7);
  const moderate = useModerate();
  const titleId = `report-${item.targetType}-${item.targetId}`;
  const actions = (Object.keys(MODERATION_ACTIONS) as ModerationAction[]).filter((a) => !(a === 'hide' && item.targetType === 'member'));
  return (
    <Card className="aw-admin-report">
      <section aria-labelledby={titleId}>
        <h2 id={titleId}>
          {KIND[item.targetType]}: {item.targetLabel}
        </h2>
        <p>
          {item.reports.length === 1 ? '1 open report' : `${item.reports.length} open reports`}, the newest {formatDateTime(item.latestAt)}.
          {item.hidden && ' Already hidden.'}
          {item.suspendedUntil && ` The member is suspended ${item.suspendedUntil === 'forever' ? 'for good' : `until ${formatDateTime(item.suspendedUntil)}`}.`}
        </p>
        <ol className="aw-admin-report-list">
          {item.reports.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{REPORT_REASONS[r.reason]}</strong> · {formatDateTime(r.createdAt)}
              </p>
              {r.note && <p className="aw-admin-report-note">"{r.note}"</p>}
              <details>
                <summary>The content as it was when reported</summary>
                <Snapshot data={r.snapshot} />
              </details>
            </li>
          ))}
        </ol>
        <form
          className="aw-admin-report-form"
          onSubmit={(e) => {
            e.preventDefault();
            moderate.mutate(
              { targetType: item.targetType, targetId: item.targetId, action, reason, suspendDays: action === 'suspend' ? (days === 'forever' ? null : days) : undefined },
              { onSuccess: (res) => notifySuccess('Done', res.message) },
            );
          }}
        >
          <fieldset>
            <legend>What to do</legend>
            <Radio.Group value={action} onChange={(e) => setAction(e.target.value as ModerationAction)}>
              {actions.map((a) => (
                <Radio key={a} value={a}>{MODERATION_ACTIONS[a]}</Radio>
              ))}
            </Radio.Group>
          </fieldset>
          {action === 'suspend' && (
            <label className="aw-admin-field">
              <span>For how long</span>
              <Select
                size="large"
                value={days}
                onChange={(v) => setDays(v)}
                options={[...SUSPENSION_DAYS.map((d) => ({ value: d as number | 'forever', label: d === 1 ? '1 day' : `${d} days` })), { value: 'forever', label: 'For good' }]}
              />
            </label>
          )}
          <label className="aw-admin-field">
            <span>Reason (kept in the audit log)</span>
            <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={1000} />
          </label>
          {moderate.isError && <Alert type="error" showIcon message={errorText(moderate.error)} />}
          <Button type="primary" size="large" htmlType="submit" loading={moderate.isPending}>
            Apply
          </Button>
        </form>
      </section>
    </Card>
  );
}

/** /admin/reports: the moderation queue (issue 21). */
export default function ModerationPage() {
  const queue = useQuery(moderationQueueQuery());
  useEffect(() => {
    document.title = 'Reports · Admin · Afterwork';
  }, []);
  return (
    <section className="aw-page aw-admin" aria-labelledby="admin-reports-title">
      <AdminNav />
      <h1 id="admin-reports-title">Reports</h1>
      {queue.isPending ? (
        <PageSpinner label="Loading reports..." />
      ) : queue.isError ? (
        <AdminLoadError />
      ) : queue.data.items.length === 0 ? (
        <p>There are no open reports. Thank you for keeping Afterwork safe.</p>
      ) : (
        queue.data.items.map((item) => <ItemCard key={`${item.targetType}:${item.targetId}`} item={item} />)
      )}
    </section>
  );
}
