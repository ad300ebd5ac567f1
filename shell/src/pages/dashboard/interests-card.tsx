import { useState } from 'react';
import { Button } from '@afterwork/ui/antd-base';
import { errorText, notifySuccess, notifyError, useSession } from '@afterwork/shell-sdk';
import type { CurrentUser } from '@afterwork/contracts/users';
import { useUpdateMe } from '../profile/public';
import { InterestPicker } from './interest-picker';

/** The member's interests, chosen and saved here (the guide and the suggestions use them). */
export function InterestsCard({ user }: { user: CurrentUser }) {
  const session = useSession();
  const [state, setState] = useState({ selected: user.interests ?? [], refused: false });
  const saved = user.interests ?? [];
  const dirty = state.selected.length !== saved.length || state.selected.some((i) => !saved.includes(i));
  const save = useUpdateMe();
  const saveInterests = () =>
    save.mutate(
      { interests: state.selected },
      {
        onSuccess: () => {
          void session.refresh();
          notifySuccess('Interests saved', 'Your interests have been saved. Your guide will use them for suggestions.');
        },
        onError: (err) => notifyError('Error', `Your interests were not saved: ${errorText(err)}`),
      },
    );
  return (
    <section className="aw-panel" aria-labelledby="dash-interests">
      <h2 id="dash-interests">Your Interests</h2>
      <p>Choose what you enjoy, and we'll suggest communities, groups and reading that match.</p>
      <InterestPicker selected={state.selected} refused={state.refused} onChange={setState} />
      <div className="aw-row" style={{ marginTop: 16 }}>
        <Button type="primary" size="large" onClick={saveInterests} loading={save.isPending} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Interests'}
        </Button>
        {dirty && !save.isPending && <span className="aw-muted">You have changes that are not saved yet.</span>}
      </div>
    </section>
  );
}
