/** What the shell passes to a remote's routes component. */
export interface RemoteProps {
  /** The path prefix the shell mounted the remote under (informational; routes are absolute). */
  basePath: string;
}

/** A remote's public surface: `./routes` default-exports a component of this type. */
export type RemoteRoutesComponent = (props: RemoteProps) => React.ReactNode;
