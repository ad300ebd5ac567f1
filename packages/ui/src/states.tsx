import { textPx } from '@afterwork/shell-sdk';
import { Button, Result, Spin } from '@afterwork/ui/antd-base';
import type { ReactNode } from 'react';

/** A page-level wait: a large spinner with words, never a blank screen. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh', gap: 16 }}>
      <Spin size="large" />
      <span style={{ fontSize: textPx(18) }}>{label}</span>
    </div>
  );
}

/** Something failed: what happened and what to do. */
export function ErrorState({ title, message, action }: { title: string; message?: ReactNode; action?: ReactNode }) {
  return <Result status="warning" title={<h2 style={{ margin: 0 }}>{title}</h2>} subTitle={message} extra={action} />;
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
