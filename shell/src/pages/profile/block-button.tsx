import { useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { BLOCK_EXPLAINED } from '@afterwork/contracts/safety';
import { useBlockChange } from '@afterwork/ui/block-member';

/** Block (with a plain confirmation) or Unblock a member, on their profile (issue 21). */
export function BlockButton({ userId, name, blocked }: { userId: number; name: string; blocked: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const change = useBlockChange();
  const toggle = () => change.mutate({ userId, block: !blocked }, { onSuccess: () => setConfirming(false) });
  if (blocked) {
    return (
      <Button size="large" onClick={toggle} loading={change.isPending} disabled={change.isPending}>
        Unblock {name}
      </Button>
    );
  }
  if (!confirming) {
    return (
      <Button size="large" danger onClick={() => setConfirming(true)}>
        Block
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby="block-confirm" className="aw-block-confirm">
      <p id="block-confirm">
        <strong>Block {name}?</strong> {BLOCK_EXPLAINED} You can unblock them in Settings.
      </p>
      <div className="aw-row">
        <Button type="primary" danger size="large" onClick={toggle} loading={change.isPending} disabled={change.isPending}>
          Yes, block {name}
        </Button>
        <Button size="large" onClick={() => setConfirming(false)} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
