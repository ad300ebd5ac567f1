import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The dialog (and antd's form and overlay groups) load the first time it opens, not with the profile.
const Dialog = lazy(() => import('./request-mentorship-dialog').then((m) => ({ default: m.RequestMentorshipDialog })));

export function LazyRequestMentorshipDialog(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={<span role="status">Opening...</span>}>
      <Dialog {...props} />
    </Suspense>
  );
}
