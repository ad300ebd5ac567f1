import { useLocation, useNavigate } from '@afterwork/ui/router';
import { notify, useSession } from '@afterwork/shell-sdk';

/** Run `action` for a signed-in member; a visitor is told why and sent to /auth (and brought back after). */
export function useSignInFirst() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const sendToSignIn = (why: string) => {
    notify({ title: 'Please sign in', description: why });
    navigate('/auth', { state: { from: location.pathname + location.search } });
  };
  return {
    session,
    sendToSignIn,
    guard: (why: string, action: () => void) => {
      if (session.status === 'loading') return;
      if (!session.user) sendToSignIn(why);
      else action();
    },
  };
}
