import { Button } from '@afterwork/ui/antd-base';
import { errorText } from '@afterwork/shell-sdk';

/** What a detail panel needs of its query. */
export type QueryState<T> = { isPending: boolean; isError: boolean; data?: T; error: unknown; refetch: () => unknown };

/** A panel that could not load: what failed, why, and 'Try again'. */
export function PanelError({ what, query }: { what: string; query: QueryState<unknown> }) {
  return (
    <div role="alert">
      <p>
        We could not load the {what}. {errorText(query.error)}
      </p>
      <Button onClick={() => query.refetch()}>Try again</Button>
    </div>
  );
}
