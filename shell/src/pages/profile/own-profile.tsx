import { useState } from 'react';
import { Tabs } from '@afterwork/ui/antd-data';
import { LinkButton } from '@afterwork/ui/link-button';
import type { CurrentUser } from '@afterwork/contracts/users';
import { formatMonthYear } from '@afterwork/ui/dates';
import { InterestChips } from './member-ui';
import { ProfileHeader } from './profile-header';
import { ActivitiesTab, ConnectionsTab, GroupsTab } from './profile-lists';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePhoto } from './profile-photo';

type TabKey = 'activities' | 'connections' | 'groups' | 'details';

/** Your own profile: sidebar and the four tabs (spec part 2 §2.9). */
export function OwnProfile({ user }: { user: CurrentUser }) {
  const [tab, setTab] = useState<TabKey>('activities');
  return (
    <section className="aw-member" aria-labelledby="profile-name">
      <ProfileHeader user={user} />
      <div className="aw-profile-grid">
        <aside className="aw-profile-side" aria-label="About you">
          <ProfilePhoto user={user} />
          <div className="aw-panel">
            <h2>About</h2>
            <p>{user.bio || 'Tell other members a little about yourself in My Details.'}</p>
            <p><span className="aw-badge">Active Member</span></p>
          </div>
          <div className="aw-panel">
            <h2>Contact</h2>
            <dl>
              <dt>Email</dt>
              <dd>{user.email}</dd>
              <dt>Member since</dt>
              <dd>{formatMonthYear(user.createdAt)}</dd>
            </dl>
          </div>
          <div className="aw-panel">
            <h2>Interests</h2>
            <InterestChips interests={user.interests} emptyText="No interests added yet. Choose some on your dashboard." />
          </div>
          <div className="aw-panel">
            <h2>Need ideas?</h2>
            <p>Your guide suggests communities, groups and reading that match your interests.</p>
            <LinkButton to="/ai-guidance" type="primary" size="large" block>
              AI Guidance
            </LinkButton>
          </div>
        </aside>
        <div className="aw-panel">
          <Tabs
            className="aw-tabs"
            activeKey={tab}
            onChange={(k) => setTab(k as TabKey)}
            size="large"
            items={[
              { key: 'activities', label: 'Activities', children: <ActivitiesTab userId={user.id} /> },
              { key: 'connections', label: 'Connections', children: <ConnectionsTab /> },
              { key: 'groups', label: 'Groups', children: <GroupsTab userId={user.id} /> },
              { key: 'details', label: 'My Details', children: <ProfileDetailsForm user={user} /> },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
