import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { afterworkTheme, textPx } from '@afterwork/shell-sdk';
import { Button, Spin } from '@afterwork/ui/antd-base';
import type { ReactNode } from 'react';

/**
 * A page-level wait: a large spinner with words, never a blank screen. `page`: the spinner stands for a whole page still loading (the shell's route fallbacks), so it fills the screen
 * and the footer waits below it; at 40vh the footer showed, then jumped away when the page came (Lighthouse's CLS
 * 0.22-0.25 on every remote page).
 */
export function PageSpinner({ label = 'Loading...', page = false }: { label?: string; page?: boolean }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', alignContent: 'center', minHeight: page ? '100vh' : '40vh', gap: 16 }}>
      <Spin size="large" />
      <span style={{ fontSize: textPx(18) }}>{label}</span>
    </div>
  );
}

/**
 * A dialog on its way (issue 31): the fallback while a dialog's code loads. It shows at once where the dialog will be,
 * dimming the page like the dialog, with a spinner and words, so a tap is answered at once rather than 1.5 s later.
 */
export function DialogOpening({ label = 'Opening...' }: { label?: string }) {
  return (
    <div style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.45)', display: 'grid', placeItems: 'center', padding: 16 }}>
      <div
        role="status"
        aria-live="polite"
        aria-busy="true"
        style={{ background: '#fff', borderRadius: 12, padding: '28px 32px', display: 'flex', alignItems: 'center', gap: 16, boxShadow: '0 12px 32px rgba(0, 0, 0, 0.25)', maxWidth: '100%' }}
      >
        <Spin size="large" />
        <span style={{ fontSize: textPx(20), fontWeight: 600 }}>{label}</span>
      </div>
    </div>
  );
}

interface StateProps {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
}

/**
 * A large icon over a heading, the words and what to do next: laid out like antd's Result, without it (Result carries
 * its 403/404/500 pictures, 10 KB gzip, and these states are on every first visit, where a remote may fail).
 */
function StateMessage({ icon, title, message, action }: StateProps & { icon: ReactNode }) {
  return (
    <div className="aw-state-message" style={{ textAlign: 'center', padding: '48px 32px' }}>
      <div aria-hidden style={{ fontSize: textPx(72), lineHeight: 1, marginBottom: 24 }}>{icon}</div>
      <h2 style={{ margin: 0, fontSize: textPx(26) }}>{title}</h2>
      {message && <div style={{ marginTop: 8, fontSize: textPx(18), color: afterworkTheme.token.colorTextSecondary }}>{message}</div>}
      {action && <div style={{ marginTop: 24 }}>{action}</div>}
    </div>
  );
}

/** Something failed: what happened and what to do. */
export function ErrorState({ title, message, action }: StateProps & { title: string }) {
  return <StateMessage icon={<WarningFilled style={{ color: afterworkTheme.token.colorWarning }} />} title={title} message={message} action={action} />;
}

/** Something the visitor sent was received: what happens next, and what they may do now. */
export function DoneState(props: StateProps) {
  return <StateMessage icon={<CheckCircleFilled style={{ color: afterworkTheme.token.colorSuccess }} />} {...props} />;
}

export function EmptyState({ title, message, action }: { title: string; message?: ReactNode; action?: ReactNode }) {
  return (
    <div style={{ textAlign: 'center', padding: '48px 16px' }}>
      <h3 style={{ fontSize: textPx(22), margin: '0 0 8px' }}>{title}</h3>
      {message && <p style={{ margin: '0 0 16px' }}>{message}</p>}
      {action}
    </div>
  );
}

export function RetryButton({ onRetry, children = 'Try again' }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <Button type="primary" size="large" onClick={onRetry}>
      {children}
    </Button>
  );
}
