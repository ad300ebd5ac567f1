import { textPx } from '@afterwork/shell-sdk';
import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { minutesLeftText } from './idle-state';

/** The warning itself (its own chunk: only members who sit idle ever download it). */
export default function IdleWarningDialog({ msLeft, onStay }: { msLeft: number; onStay: () => void }) {
  return (
    <Modal
      open
      title="Are you still there?"
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" size="large" onClick={onStay}>
          Stay signed in
        </Button>
      }
    >
      <p style={{ fontSize: textPx(20) }}>
        For your safety you will be signed out in {minutesLeftText(msLeft)} because nothing has happened for a while.
        Choose 'Stay signed in' to carry on where you were.
      </p>
    </Modal>
  );
}
