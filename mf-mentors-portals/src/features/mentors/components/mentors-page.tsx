import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { EmptyState, ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { errorText } from '@afterwork/shell-sdk';
import { mentorListQuery } from '../api/mentors-queries';
import { MentorCard } from './mentor-card';
import './mentors.css';

const ApplyMentorDialog = lazy(() => import('./apply-mentor-dialog'));

export default function MentorsPage() {
  const list = useQuery(mentorListQuery());
  const [applyOpen, setApplyOpen] = useState(false);
  // Mounted on first open and kept afterwards, so what was typed survives closing the dialog.
  const [applyMounted, setApplyMounted] = useState(false);

  return (
    <section className="aw-page mp-page">
      <h1 className="mp-title">Find Your Afterwork Mentor</h1>
      <p className="mp-lead">Experienced people who have been where you are, ready to share what they know. Choose a mentor to see their sessions and reviews.</p>

      {list.isPending && <PageSpinner label="Loading mentors..." />}
      {list.isError && (
        <ErrorState title="We could not load the mentors" message={errorText(list.error)} action={<RetryButton onRetry={() => void list.refetch()} />} />
      )}
      {list.data && list.data.length === 0 && <EmptyState title="No mentors are listed yet" message="Please check back soon." />}
      {list.data && list.data.length > 0 && (
        <ul className="mp-grid" aria-label="Mentors">
          {list.data.map((m) => (
            <li key={m.id}>
              <MentorCard mentor={m} />
            </li>
          ))}
        </ul>
      )}

      <section className="mp-become" aria-labelledby="become-mentor">
        <h2 id="become-mentor">Become a Mentor</h2>
        <p>Have a lifetime of experience to share? Mentoring an hour or two a month can change someone’s week. Tell us a little about yourself and we will be in touch.</p>
        <Button
          type="primary"
          size="large"
          onClick={() => {
            setApplyMounted(true);
            setApplyOpen(true);
          }}
        >
          Apply to mentor
        </Button>
      </section>
      {applyMounted && (
        <Suspense fallback={<PageSpinner label="Opening the application form..." />}>
          <ApplyMentorDialog open={applyOpen} onClose={() => setApplyOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
