import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it goes away; 5 s by default (spec part 1 §9). */
  duration: number;
  /**
   * What the toast is about, as a CSS selector, when no control was just pressed (a join finished on coming back
   * from signing in, issue 31): the toast goes beside it rather than over the page's top.
   */
  near?: string;
}

interface ToastState {
  /** At most one toast at a time (spec part 1 §9: limit 1): a new one replaces the old. */
  current: Toast | null;
  show: (toast: Omit<Toast, 'id' | 'duration' | 'variant'> & Partial<Pick<Toast, 'duration' | 'variant'>>) => void;
  dismiss: (id?: number) => void;
}

let nextId = 1;

/** One toast store for the whole site. The shell renders it; remotes only call notify(). */
export const useToastStore = create<ToastState>((set, get) => ({
  current: null,
  show: (toast) => set({ current: { id: nextId++, variant: 'default', duration: 5000, ...toast } }),
  dismiss: (id) => {
    const current = get().current;
    if (current && (id === undefined || current.id === id)) set({ current: null });
  },
}));

/** Show a toast: notify({ title: 'Joined group!', description: 'You are now a member of this group.' }). */
export const notify = (toast: Parameters<ToastState['show']>[0]) => useToastStore.getState().show(toast);
export const notifyError = (title: string, description?: string) => notify({ title, description, variant: 'destructive' });
/** Something the member did has worked: every success looks the same (green, a tick). */
export const notifySuccess = (title: string, description?: string) => notify({ title, description, variant: 'success' });
