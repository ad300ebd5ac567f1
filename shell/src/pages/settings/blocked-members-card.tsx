import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { PageSpinner } from '@afterwork/ui/states';
import { formatMonthYear } from '@afterwork/ui/dates';
import { errorText } from '@afterwork/shell-sdk';
import { BLOCK_EXPLAINED } from '@afterwork/contracts/safety';
import { useBlockChange } from '../profile/public';
import { blocksQuery } from './api/settings-queries';

/** Settings → Blocked members (issue 21): whom you blocked, and Unblock. */
export function BlockedMembersCard() {
  const blocks = useQuery(blocksQuery());
  const unblock = useBlockChange();
  return (
    <section className="aw-panel" aria-labelledby="blocked-title">
      <h2 id="blocked-title">Blocked members</h2>
      <p>{BLOCK_EXPLAINED} To block someone, open their profile and choose Block.</p>
      {blocks.isPending ? (
        <PageSpinner />
      ) : blocks.isError ? (
        <p role="alert">We could not load the members you blocked. {errorText(blocks.error)}</p>
      ) : blocks.data.length === 0 ? (
        <p className="aw-muted">You have not blocked anyone.</p>
      ) : (
        <ul className="aw-blocked-list">
          {blocks.data.map((b) => (
            <li key={b.id}>
              <span>
                <strong>{b.name}</strong> <span className="aw-muted">blocked {formatMonthYear(b.blockedAt)}</span>
              </span>
              <Button size="large" onClick={() => unblock.mutate({ userId: b.id, block: false })} disabled={unblock.isPending} aria-label={`Unblock ${b.name}`}>
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
