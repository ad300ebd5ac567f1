import { useQuery } from '@tanstack/react-query';
import { Checkbox, Radio } from '@afterwork/ui/antd-form';
import { PageSpinner } from '@afterwork/ui/states';
import { errorText } from '@afterwork/shell-sdk';
import { CONNECTIONS_EXPLAINED, PROFILE_VISIBILITY, type ProfileVisibility } from '@afterwork/contracts/users';
import { privacyQuery } from './api/settings-queries';
import { useSavePrivacy } from './api/settings-mutations';

/** Settings → Privacy (issue 18): who sees your profile details, and whether your username shows. Saved at once. */
export function PrivacyCard() {
  const privacy = useQuery(privacyQuery());
  const save = useSavePrivacy();
  return (
    <section className="aw-panel" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <p>Other members always see your name. You choose who sees your picture, what you wrote about yourself, where you live, your profession and your interests.</p>
      {privacy.isPending ? (
        <PageSpinner />
      ) : privacy.isError ? (
        <p role="alert">We could not load your choices. {errorText(privacy.error)}</p>
      ) : (
        <div className="aw-stack">
          <fieldset className="aw-privacy-choice">
            <legend>Who can see my profile details</legend>
            <Radio.Group
              value={privacy.data.profileVisibility}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ profileVisibility: e.target.value as ProfileVisibility })}
            >
              {(Object.keys(PROFILE_VISIBILITY) as ProfileVisibility[]).map((v) => (
                <Radio key={v} value={v}>
                  {PROFILE_VISIBILITY[v]}
                </Radio>
              ))}
            </Radio.Group>
          </fieldset>
          <p className="aw-muted">{CONNECTIONS_EXPLAINED}</p>
          <Checkbox checked={privacy.data.showUsername} disabled={save.isPending} onChange={(e) => save.mutate({ showUsername: e.target.checked })}>
            Show my username to other members
          </Checkbox>
        </div>
      )}
    </section>
  );
}
