import { useState } from 'react';
import { BackLink } from '@afterwork/ui/back-link';
import { Navigate, useParams } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { Tag } from '@afterwork/ui/antd-display';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { errorText, isApiError, useSession } from '@afterwork/shell-sdk';
import { BookOutlined, CalendarOutlined, EnvironmentOutlined, GlobalOutlined, MailOutlined, PhoneOutlined, TrophyOutlined } from '@ant-design/icons';
import { mentorDetailQuery } from '../api/mentors-queries';
import { SOCIAL_LABELS, withHttps } from '../lib/links';
import { CoverArt } from './cover-art';
import { Portrait } from './portrait';
import { AboutTab } from './about-tab';
import { SessionsTab } from './sessions-tab';
import { TestimonialsTab } from './testimonials-tab';
import { Tabs } from '@afterwork/ui/tabs';
import './mentors.css';

export default function MentorProfilePage() {
  const { id: raw } = useParams();
  const id = /^[1-9][0-9]{0,9}$/.test(raw ?? '') ? Number(raw) : null;
  const session = useSession();
  const viewerId = session.user?.id ?? null;
  const detail = useQuery({ ...mentorDetailQuery(id ?? 0, viewerId), enabled: id !== null && session.status !== 'loading' });
  const [tab, setTab] = useState('about');

  // An unknown id goes back to the list (spec §2.5).
  if (id === null || (detail.isError && (isApiError(detail.error, 404) || isApiError(detail.error, 400)))) return <Navigate to="/mentorship" replace />;
  if (detail.isError) {
    return (
      <section className="aw-page">
        <ErrorState title="We could not load this mentor" message={errorText(detail.error)} action={<RetryButton onRetry={() => void detail.refetch()} />} />
      </section>
    );
  }
  if (!detail.data) return <PageSpinner page label="Loading mentor profile..." />;
  const m = detail.data;
  const socials = Object.entries(m.socialLinks).filter(([, url]) => !!url) as Array<[string, string]>;

  return (
    <section className="aw-page mp-page">
      <BackLink to="/mentorship">Back to mentors</BackLink>

      <header className="mp-profile-head">
        <CoverArt cover={m.coverImage} />
        <div className="mp-profile-id">
          <span className="mp-profile-avatar">
            <Portrait avatar={m.avatar} name={m.name} size={120} />
          </span>
          <div>
            <h1 className="mp-profile-name">{m.name}</h1>
            <p className="mp-card-role">{m.role}</p>
            <Tag className="mp-rating-badge" icon={<span aria-hidden>★ </span>}>
              {m.rating.toFixed(1)} rating · {m.reviewCount} reviews
            </Tag>
          </div>
        </div>
        <ul className="mp-facts" aria-label="About this mentor">
          <li><EnvironmentOutlined aria-hidden /> {m.location}</li>
          <li><BookOutlined aria-hidden /> {m.education}</li>
          <li><TrophyOutlined aria-hidden /> {m.yearsExperience} years of experience</li>
          <li><GlobalOutlined aria-hidden /> {m.languages.join(', ')}</li>
          <li><CalendarOutlined aria-hidden /> Mentoring since {m.mentoringSince}</li>
        </ul>
        <div className="mp-contact">
          <h2 className="mp-h3">Contact</h2>
          <p>
            <MailOutlined aria-hidden /> <a href={`mailto:${m.contactEmail}`}>{m.contactEmail}</a>
          </p>
          {m.contactPhone && (
            <p>
              <PhoneOutlined aria-hidden /> <a href={`tel:${m.contactPhone.replace(/[^+0-9]/g, '')}`}>{m.contactPhone}</a>
            </p>
          )}
          {socials.length > 0 && (
            <ul className="mp-social" aria-label="Social links">
              {socials.map(([kind, url]) => (
                <li key={kind}>
                  <a href={withHttps(url)} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[kind] ?? kind}
                    <span className="mp-sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <Tabs
        label={`${m.name}: profile sections`}
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'about', label: 'About', children: <AboutTab mentor={m} /> },
          { key: 'sessions', label: 'Upcoming Sessions', children: <SessionsTab mentor={m} viewerId={viewerId} /> },
          { key: 'testimonials', label: 'Testimonials', children: <TestimonialsTab testimonials={m.testimonials} /> },
        ]}
      />
    </section>
  );
}
