import { useEffect } from 'react';
import { BackLink } from '@afterwork/ui/back-link';
import { useParams, useSearchParams } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@afterwork/ui/link-button';
import { ErrorState, PageSpinner } from '@afterwork/ui/states';
import { communityActivitiesQuery, communityDetailQuery, communityGroupsQuery, communityLeadsQuery } from '../api/communities-queries';
import { PlaceMeta } from './place-meta';
import { ActivitiesPanel } from './activities-panel';
import { CommunityCover } from './community-cover';
import { GroupsPanel } from './groups-panel';
import { LeadsPanel } from './leads-panel';
import { TypeChip } from './type-chip';
import { MembershipActions } from './membership-actions';
import { CommunityDiscussion } from './community-discussion';
import { Tabs } from '@afterwork/ui/tabs';
import '../../../communities.css';
import { ReportButton } from '@afterwork/ui/report-button';

const parseCommunityId = (raw: string | undefined): number | null => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * /communities/:id: cover, type, name, location, members, about, leads and upcoming activities (spec §2.3), and the
 * groups that meet in its town. 'Join this community' / 'Leave' and each activity's answer (issue 31).
 */
export function CommunityDetailPage({ basePath }: { basePath: string }) {
  const id = parseCommunityId(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'discussion' ? 'discussion' : 'about';
  useEffect(() => {
    window.scrollTo(0, 0); // braces: Chromium's scrollTo returns a Promise, which React would take for a cleanup
  }, [id]);
  const community = useQuery({ ...communityDetailQuery(id ?? 0), enabled: id != null });
  const leads = useQuery({ ...communityLeadsQuery(id ?? 0), enabled: id != null });
  const activities = useQuery({ ...communityActivitiesQuery(id ?? 0), enabled: id != null });
  const groups = useQuery({ ...communityGroupsQuery(id ?? 0), enabled: id != null });

  useEffect(() => {
    if (community.data) document.title = `${community.data.name} · Afterwork`;
  }, [community.data]);

  if (id != null && community.isPending) return <PageSpinner page label="Loading community..." />;
  if (id == null || community.isError || !community.data) {
    return (
      <div className="cm-page">
        <ErrorState
          title="Community not found or error loading details"
          message="The community may have been removed, or the link may be wrong."
          action={
            <LinkButton to={basePath} type="primary" size="large">
              Return to Communities
            </LinkButton>
          }
        />
      </div>
    );
  }
  const c = community.data;
  return (
    <div className="cm-page">
      <BackLink to={basePath}>Back to Communities</BackLink>
      <CommunityCover community={c} />
      <header className="cm-detail-head">
        <div>
          <TypeChip type={c.type} />
        </div>
        <h1>{c.name}</h1>
        <PlaceMeta location={c.location} memberCount={c.memberCount} />
        <MembershipActions community={c} />
        <div>
          <ReportButton targetType="community" targetId={c.id} targetName={`the community ${c.name}`} />
        </div>
      </header>
      <Tabs
        label="About and discussion"
        activeKey={tab}
        onChange={(k) => setParams((p) => { p.set('tab', k); return p; }, { replace: true })}
        items={[
          {
            key: 'about',
            label: 'About and activities',
            children: (
              <div className="cm-detail-grid">
                <div>
                  <section className="cm-panel" aria-labelledby="cm-about">
                    <h2 id="cm-about">About this community</h2>
                    <p>{c.description}</p>
                  </section>
                  <ActivitiesPanel community={c} query={activities} />
                  <GroupsPanel town={c.location.split(',')[0]!.trim()} query={groups} />
                </div>
                <LeadsPanel query={leads} />
              </div>
            ),
          },
          { key: 'discussion', label: 'Discussion', children: <CommunityDiscussion community={c} /> },
        ]}
      />
    </div>
  );
}
