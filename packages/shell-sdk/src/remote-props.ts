/** What the shell passes to a remote's routes component. */
export interface RemoteProps {
  /** The path prefix the shell mounted the remote under (informational; routes are absolute). */
  basePath: string;
}

/** A remote's public surface: `./routes` default-exports a component of this type. */
export type RemoteRoutesComponent = (props: RemoteProps) => React.ReactNode;

/** Query-key factory base (TanStack "Effective React Query Keys"): the API path is the first key part. */
export const createQueryKeys = <const Base extends string>(base: Base) => ({
  all: [base] as const,
  list: (filters?: Record<string, unknown>) => [base, 'list', filters ?? {}] as const,
  detail: (id: number | string) => [`${base}/${id}`] as const,
});
