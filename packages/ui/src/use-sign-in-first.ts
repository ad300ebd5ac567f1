import { useLocation, useNavigate } from '@afterwork/ui/router';
import { notify, useSession } from '@afterwork/shell-sdk';

/**
 * Run `action` for a signed-in member; a visitor is told why and sent to /auth, and brought back after (the shell's
 * sign-in page returns to its `from` state). `returnSearch` ('?join=1') replaces this page's query on the way back,
 * so the page can finish what the visitor asked for. Shared by every remote that asks a visitor to sign in first.
 */
export function useSignInFirst() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const sendToSignIn = (why: string | null, returnSearch?: string) => {
    // No toast when the button already said so: on a phone it would sit over the sign-in form's own button.
    if (why) notify({ title: 'Please sign in', description: why });
    navigate('/auth', { state: { from: location.pathname + (returnSearch ?? location.search) } });
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
