import type { ReactNode } from 'react';
import './stack-table.css';

/**
 * Admin tables on a phone: a wide table hides its last columns (the row's actions) off-screen to the right.
 * Each cell carries its column's title, so under 700px the stylesheet stacks a row into a labelled card
 * (give the Table `className={STACK_TABLE}`). Shared by mf-admin and mf-library's /resources/manage.
 */
export const STACK_TABLE = 'aw-stack-table';

export function stackColumns<C extends { title?: unknown; onCell?: unknown }>(columns: C[]): C[] {
  return columns.map((c) => ({
    ...c,
    onCell: () => ({ 'data-label': typeof c.title === 'string' ? c.title : '' }),
  }));
}

/** A row's action buttons: each label stays whole on one line ('View', not 'Vie/w'), the buttons wrap as units. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="aw-row-actions">{children}</div>;
}
