import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@afterwork/ui/link-button';
import { PageSpinner } from '@afterwork/ui/states';
import { MemberAvatar } from '../profile/public';
import { pickMentor } from './picks';
import { mentorDetailQuery, mentorListQuery } from './api/dashboard-queries';

const isUrl = (s: string | null | undefined) => !!s && /^(https?:)?\//.test(s);

/** The mentor who suits the member's interests best (the mentors' list and profile are mf-mentors-portals' cache entries). */
export function MentorCard({ interests, viewerId }: { interests: string[]; viewerId: number }) {
  const list = useQuery(mentorListQuery());
  const mentor = useMemo(() => (list.data ? pickMentor(list.data, interests) : undefined), [list.data, interests]);
  const detail = useQuery(mentorDetailQuery(mentor?.id, viewerId));
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
