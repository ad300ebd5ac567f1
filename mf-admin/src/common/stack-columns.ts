/**
 * On a phone a wide table hides its last columns off-screen. Each cell carries its column's title, so the
 * stylesheet can stack a row into a labelled card under 700px ('.aw-stack-table' in admin.css).
 */
export function stackColumns<C extends { title?: unknown; onCell?: unknown }>(columns: C[]): C[] {
  return columns.map((c) => ({
    ...c,
    onCell: () => ({ 'data-label': typeof c.title === 'string' ? c.title : '' }),
  }));
}
