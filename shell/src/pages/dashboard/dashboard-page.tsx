import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Progress } from '@afterwork/ui/antd-data';
import { LinkButton } from '@afterwork/ui/link-button';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { api, errorText, isApiError, notify, notifyError, useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import type { Resource } from '@afterwork/contracts/resources';
import type { CurrentUser } from '@afterwork/contracts/users';
import { mentorPaths, type MentorDetail, type MentorSummary } from '@afterwork/contracts/mentors';
import { assessmentResultsPath, type AssessmentResult } from '@afterwork/contracts/assessments';
import { firstNameOf, formatWhen, MemberAvatar } from '../profile/member-ui';
import { isUpcoming, useUserActivities } from '../profile/member-queries';
import { statusText } from '../profile/profile-lists';
import { InterestPicker } from './interest-picker';

/** Three cards: the first article, video and podcast of the library; others fill any gap. */
export function pickRecommended(resources: Resource[]): Resource[] {
  const picked: Resource[] = [];
  for (const category of ['article', 'video', 'podcast']) {
    const r = resources.find((x) => x.category === category && !picked.includes(x));
    if (r) picked.push(r);
  }
  for (const r of resources) if (picked.length < 3 && !picked.includes(r)) picked.push(r);
  return picked.slice(0, 3);
}

const wordsOf = (s: string) => s.toLowerCase().match(/[a-z]{3,}/g) ?? [];

/** The mentor whose specialties, role and bio share the most words with the member's interests; else the best rated. */
export function pickMentor(mentors: MentorSummary[], interests: string[]): MentorSummary | undefined {
  const wanted = new Set(interests.flatMap(wordsOf).map((w) => w.replace(/(ing|s)$/, '')));
  const score = (m: MentorSummary) =>
    wanted.size ? wordsOf([...m.specialties, m.role, m.bio].join(' ')).filter((w) => wanted.has(w.replace(/(ing|s)$/, ''))).length : 0;
  return [...mentors].sort((a, b) => score(b) - score(a) || b.rating - a.rating || a.id - b.id)[0];
}

const ASSESSMENT_NAMES: Record<string, string> = {
  'mental-health': 'Mental health check',
  loneliness: 'Loneliness check',
  burnout: 'Burnout check',
  stress: 'Stress check',
  'social-connection': 'Social connection check',
};

const isUrl = (s: string | null | undefined) => !!s && /^(https?:)?\//.test(s);

function RecommendedResources() {
  const query = useQuery({ queryKey: [apiPaths.resources, 'list', {}], queryFn: () => api.get<Resource[]>(apiPaths.resources), staleTime: 60_000 });
  return (
    <section className="aw-panel" aria-labelledby="dash-resources">
      <div className="aw-spread" style={{ marginBottom: 12 }}>
        <h2 id="dash-resources" style={{ margin: 0 }}>Recommended for You</h2>
        <Link to="/resources">See the whole library</Link>
      </div>
      {query.isPending ? (
        <PageSpinner label="Loading resources..." />
      ) : query.isError ? (
        <ErrorState title="Failed to fetch resources" message={errorText(query.error)} action={<RetryButton onRetry={() => void query.refetch()} />} />
      ) : (
        <ul className="aw-dash-grid" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pickRecommended(query.data).map((r) => (
            <li key={r.id} className="aw-panel aw-resource-card">
              <span className="aw-kind">{r.category}</span>
              <h3>{r.title}</h3>
              <p>{r.description}</p>
              <LinkButton to={`/resources/${r.id}`} size="large" aria-label={`Open: ${r.title}`}>
                Open
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GoalCard() {
  const done = 4;
  const total = 7;
  return (
    <section className="aw-panel" aria-labelledby="dash-goal">
      <h2 id="dash-goal">Your Current Goal</h2>
      <h3>7-Day Connection Challenge</h3>
      <p>Reach out to one friend, neighbour or family member every day for a week.</p>
      <ol className="aw-goal-days" aria-label={`${done} of ${total} days done`}>
        {Array.from({ length: total }, (_, i) => (
          <li key={i} className={i < done ? 'done' : undefined} aria-label={`Day ${i + 1}: ${i < done ? 'done' : 'to do'}`}>
            {i + 1}
          </li>
        ))}
      </ol>
      <Progress percent={57} aria-label="Challenge progress" strokeColor="#0b5d4b" format={(p) => <span style={{ color: '#1a1a1a' }}>{p}%</span>} />
      <p style={{ marginTop: 8 }}>{done} of {total} days done.</p>
      <p style={{ margin: 0 }}>
        Badge on the way: <span className="aw-badge">Consistency Champion</span>
      </p>
    </section>
  );
}

function InterestsCard({ user }: { user: CurrentUser }) {
  const session = useSession();
  const [state, setState] = useState({ selected: user.interests ?? [], refused: false });
  const saved = user.interests ?? [];
  const dirty = state.selected.length !== saved.length || state.selected.some((i) => !saved.includes(i));
  const save = useMutation({
    mutationFn: (interests: string[]) => api.patch<CurrentUser>(apiPaths.user, { interests }),
    onSuccess: (updated) => {
      session.setUser(updated);
      void session.refresh();
      notify({ title: 'Interests saved', description: 'Your interests have been saved. Your guide will use them for suggestions.', variant: 'success' });
    },
    onError: (err) => notifyError('Error', `Your interests were not saved: ${errorText(err)}`),
  });
  return (
    <section className="aw-panel" aria-labelledby="dash-interests">
      <h2 id="dash-interests">Your Interests</h2>
      <p>Choose what you enjoy, and we'll suggest communities, groups and reading that match.</p>
      <InterestPicker selected={state.selected} refused={state.refused} onChange={setState} />
      <div className="aw-row" style={{ marginTop: 16 }}>
        <Button type="primary" size="large" onClick={() => save.mutate(state.selected)} loading={save.isPending} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Interests'}
        </Button>
        {dirty && !save.isPending && <span className="aw-muted">You have changes that are not saved yet.</span>}
      </div>
    </section>
  );
}

function MentorCard({ interests }: { interests: string[] }) {
  const list = useQuery({ queryKey: [mentorPaths.mentors, 'list', {}], queryFn: () => api.get<MentorSummary[]>(mentorPaths.mentors), staleTime: 60_000, retry: 1 });
  const mentor = useMemo(() => (list.data ? pickMentor(list.data, interests) : undefined), [list.data, interests]);
  const detail = useQuery({
    queryKey: [mentorPaths.mentor(mentor?.id ?? 0)],
    queryFn: () => api.get<MentorDetail>(mentorPaths.mentor(mentor!.id)),
    enabled: !!mentor,
    staleTime: 60_000,
    retry: 1,
  });
  const testimonial = detail.data?.testimonials?.[0];
  return (
    <section className="aw-panel" aria-labelledby="dash-mentor">
      <h2 id="dash-mentor">Recommended Mentor</h2>
      {list.isPending ? (
        <PageSpinner label="Finding a mentor for you..." />
      ) : list.isError || !mentor ? (
        <>
          <p>{list.isError ? 'Mentor suggestions are not available right now.' : 'No mentors are listed yet.'}</p>
          <LinkButton to="/mentorship" size="large">Browse Mentors</LinkButton>
        </>
      ) : (
        <>
          <div className="aw-row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap' }}>
            <MemberAvatar name={mentor.name} avatar={isUrl(mentor.avatar) ? mentor.avatar : null} size={72} />
            <div style={{ minWidth: 0 }}>
              <h3>{mentor.name}</h3>
              <p style={{ margin: 0 }}>{mentor.role}</p>
              <p style={{ margin: 0 }}>
                <span aria-hidden="true" style={{ color: '#8a5300' }}>★ </span>
                Rated {mentor.rating.toFixed(1)} out of 5 ({mentor.reviewCount} reviews)
              </p>
            </div>
          </div>
          <p style={{ marginTop: 12 }}><strong>Expertise:</strong> {mentor.specialties.slice(0, 3).join(', ')}</p>
          {testimonial && (
            <blockquote style={{ margin: '0 0 12px', padding: '8px 14px', borderLeft: '4px solid #0b5d4b', background: '#f1efe8' }}>
              “{testimonial.text}”<br />
              <span className="aw-muted">— {testimonial.name}</span>
            </blockquote>
          )}
          <LinkButton to={`/mentors/${mentor.id}`} type="primary" size="large" aria-label={`View Profile: ${mentor.name}`}>
            View Profile
          </LinkButton>
        </>
      )}
    </section>
  );
}

function NextActivities({ userId }: { userId: number }) {
  const query = useUserActivities(userId);
  const next = (query.data ?? [])
    .filter((a) => isUpcoming(a) && a.status !== 'not_going')
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, 3);
  return (
    <section className="aw-panel" aria-labelledby="dash-next">
      <h2 id="dash-next">Your Next Activities</h2>
      {query.isPending ? (
        <PageSpinner label="Loading your activities..." />
      ) : next.length === 0 ? (
        <>
          <p>You have no upcoming activities. Find a group and RSVP to an activity.</p>
          <LinkButton to="/groups" size="large">Browse Groups</LinkButton>
        </>
      ) : (
        <ul className="aw-list">
          {next.map((a) => (
            <li key={a.id}>
              <h3><Link to={`/activities/${a.id}`}>{a.title}</Link></h3>
              <ul className="aw-facts">
                <li>{formatWhen(a.startDate)}</li>
                <li>{a.isVirtual ? 'Online' : a.location || 'Place to be confirmed'} · {statusText(a.status, a.waitlistPosition)}</li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type ResultsState = { available: true; results: AssessmentResult[] } | { available: false };

function LatestResults() {
  const query = useQuery({
    queryKey: [assessmentResultsPath],
    queryFn: async (): Promise<ResultsState> => {
      try {
        const list = await api.get<AssessmentResult[] | { results: AssessmentResult[] }>(assessmentResultsPath);
        const results = Array.isArray(list) ? list : (list?.results ?? []);
        return { available: true, results };
      } catch (err) {
        if (isApiError(err, 404) || isApiError(err, 405)) return { available: false };
        throw err;
      }
    },
    staleTime: 30_000,
    retry: false,
  });
  // The newest result of each assessment, newest first, at most three.
  const latest = useMemo(() => {
    if (!query.data?.available) return [];
    const seen = new Set<string>();
    return [...query.data.results]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .filter((r) => (seen.has(r.assessmentId) ? false : (seen.add(r.assessmentId), true)))
      .slice(0, 3);
  }, [query.data]);
  return (
    <section className="aw-panel" aria-labelledby="dash-results">
      <h2 id="dash-results">Your Wellbeing Checks</h2>
      {query.isPending ? (
        <PageSpinner label="Loading your results..." />
      ) : query.isError ? (
        <p>Your saved results could not be loaded just now. Please try again later.</p>
      ) : !query.data.available ? (
        <p>Saving assessment results is not available yet. You can still take a self-assessment in the library.</p>
      ) : latest.length === 0 ? (
        <p>You have not saved any assessment results yet.</p>
      ) : (
        <ul className="aw-list">
          {latest.map((r) => (
            <li key={r.id}>
              <h3>{ASSESSMENT_NAMES[r.assessmentId] ?? r.assessmentId}</h3>
              <p style={{ margin: 0 }}>
                Score {r.score} of {r.maxScore} ({r.percent}%), saved {new Date(r.createdAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div style={{ marginTop: 12 }}>
        <LinkButton to="/assessments" size="large">Take a Self-Assessment</LinkButton>
      </div>
    </section>
  );
}

/** The member dashboard (spec part 2 §2.10), for the signed-in member (the route is protected). */
export default function DashboardPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Dashboard | Afterwork';
  }, []);
  if (!user) return <PageSpinner />;
  return (
    <div className="aw-member aw-stack">
      <header className="aw-spread">
        <div>
          <h1>Welcome back, {firstNameOf(user.name) || 'Member'}!</h1>
          <p className="aw-lead" style={{ margin: 0 }}>Here is what is happening for you on Afterwork.</p>
        </div>
        <LinkButton to="/ai-guidance" type="primary" size="large">
          AI Guidance
        </LinkButton>
      </header>
      <RecommendedResources />
      <div className="aw-dash-two">
        <GoalCard />
        <NextActivities userId={user.id} />
      </div>
      <InterestsCard key={user.id} user={user} />
      <div className="aw-dash-two">
        <MentorCard interests={user.interests ?? []} />
        <LatestResults />
      </div>
    </div>
  );
}
