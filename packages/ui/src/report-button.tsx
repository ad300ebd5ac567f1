import { lazy, Suspense, useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { useSession } from '@afterwork/shell-sdk';
import type { ReportTargetType } from '@afterwork/contracts/safety-words';

const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * 'Report' on anything members can see (issue 21): opens a dialog with the reasons and an optional note.
 * Shown to signed-in members only; never on the member's own profile. The dialog is a lazy chunk.
 */
export function ReportButton({ targetType, targetId, targetName, ownerId }: {
  targetType: ReportTargetType;
  targetId: number;
  /** What the dialog calls the target ('the group Morning Walkers'). */
  targetName: string;
  /** The member the target is (a profile): no Report button on one's own. */
  ownerId?: number;
}) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || (targetType === 'member' && (ownerId ?? targetId) === user.id)) return null;
  return (
    <>
      <Button size="large" onClick={() => setOpen(true)} aria-haspopup="dialog" className="aw-report-button">
        Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} targetName={targetName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
