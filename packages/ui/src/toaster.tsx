import { useEffect } from 'react';
import { Alert } from '@afterwork/ui/antd-base';
import { useToastStore } from '@afterwork/shell-sdk';

/** Renders the one current toast (spec: limit 1, 5 s). A polite live region, reachable with F8. */
export function Toaster() {
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast, dismiss]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') document.getElementById('aw-toasts')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section id="aw-toasts" aria-label="Notifications (F8)" tabIndex={-1} aria-live="polite" className="aw-toasts">
      {toast && (
        <Alert
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          type={toast.variant === 'destructive' ? 'error' : toast.variant === 'success' ? 'success' : 'info'}
          showIcon
          closable={{ 'aria-label': 'Dismiss notification', onClose: () => dismiss(toast.id) }}
          title={<strong>{toast.title}</strong>}
          description={toast.description}
          className="aw-toast"
        />
      )}
    </section>
  );
}
