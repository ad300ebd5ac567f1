import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from '@afterwork/ui/router';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { api, errorText, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { switchAccount } from '../../layout/helping';
import '../profile/member.css';

/**
 * The mailed invitation to help a member (issue 34 item 1): signed in (the route sends visitors to sign in or join
 * first, and back here), a button accepts. Opening the link alone spends nothing.
 */
export default function HelperInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const [switching, setSwitching] = useState(false);
  const accept = useMutation({ mutationFn: () => api.post<{ memberId: number; name: string }>(apiPaths.helperInvitationAcceptance, { token }) });
  useEffect(() => {
    document.title = 'Help a member | Afterwork';
  }, []);
  return (
    <div className="aw-member aw-stack">
      <header>
        <h1>Help a member of Afterwork</h1>
      </header>
      <section className="aw-panel aw-stack">
        {accept.isSuccess ? (
          <div role="status" className="aw-stack">
            <h2>You now help {accept.data.name}</h2>
            <p>
              Whenever you want to help her, choose <strong>Helping {accept.data.name}</strong> from your account menu. Everything you do for her is shown to her.
            </p>
            <Button
              type="primary"
              size="large"
              loading={switching}
              onClick={() => {
                setSwitching(true);
                void switchAccount(accept.data.memberId).catch(() => setSwitching(false));
              }}
            >
              Start helping {accept.data.name}
            </Button>
          </div>
        ) : (
          <>
            {accept.isError && <Alert type="error" showIcon role="alert" title={errorText(accept.error)} />}
            <p>
              You have been invited to help a member on Afterwork. You are signed in as <strong>{user?.name}</strong>. As a helper you can only do what she
              allowed, and never read her private messages, see her results or change her account.
            </p>
            <Button type="primary" size="large" onClick={() => accept.mutate()} loading={accept.isPending} disabled={accept.isPending || !token}>
              {accept.isPending ? 'Accepting...' : 'Accept and help'}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
