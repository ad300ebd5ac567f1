import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Tabs } from '@afterwork/ui/tabs';
import { ErrorState, PageSpinner, RetryButton } from '@afterwork/ui/states';
import { errorText, useSession } from '@afterwork/shell-sdk';
import { GUIDE_MESSAGE_MAX, type GuideCare, type GuideSuggestion } from '@afterwork/contracts/guide';
import { formatDateAt } from '@afterwork/ui/dates';
import { firstNameOf } from '../profile/public';
import { isSendable, useGuideChat } from './use-guide-chat';
import { askGuide } from './api/guide-mutations';
import { guideRecommendationsQuery } from './api/guide-queries';

const KIND_LABEL: Record<GuideSuggestion['kind'], string> = {
  community: 'Community',
  group: 'Group',
  activity: 'Activity',
  mentor: 'Mentor',
  resource: 'Library',
  page: 'Browse',
};

const detailOf = (s: GuideSuggestion) => [s.startDate ? formatDateAt(s.startDate) : null, s.detail].filter(Boolean).join(' · ');


function SuggestionLinks({ items }: { items: GuideSuggestion[] }) {
  if (!items.length) return null;
  return (
    <ul className="aw-msg-links" aria-label="Links from your guide">
      {items.map((s) => (
        <li key={`${s.kind}-${s.href}-${s.id}`}>
          <Link to={s.href}>
            <span>
              {KIND_LABEL[s.kind]}: {s.title}
            </span>
            {detailOf(s) && <small>{detailOf(s)}</small>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Someone to talk to (issue 19 §14): the helplines for the member's country, before any link. */
function CareLines({ care }: { care: GuideCare }) {
  return (
    <div className="aw-msg-care" role="group" aria-label="Someone to talk to">
      <strong className="aw-msg-care-title">Someone to talk to</strong>
      {care.helplines.length > 0 && (
        <ul>
          {care.helplines.map((h) => (
            <li key={h.href + h.name}>
              <a href={h.href}>
                <span>
                  {h.name}: <span className="aw-msg-care-phone">{h.phone}</span>
                </span>
                <small>
                  {h.country} · {h.hours}
                </small>
              </a>
            </li>
          ))}
        </ul>
      )}
      {care.findHelpline && (
        <p>
          {care.findHelpline}{' '}
          <a href="https://findahelpline.com" target="_blank" rel="noopener noreferrer">
            Open findahelpline.com <span className="aw-sr-only">(opens in a new tab)</span>
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * After a reply, the conversation shows the reply's first line, not its last (issue 19 §14): a long answer is read
 * from its start. On a phone the page itself scrolls too, so the reply's start sits just below the sticky header.
 * The member's own message and the typing indicator scroll to the end as before.
 */
function showLatest(log: HTMLElement) {
  const last = log.querySelector<HTMLElement>('.aw-chat-log > li:last-child');
  if (!last || last.dataset.from !== 'guide' || last.dataset.first === 'true') {
    log.scrollTop = log.scrollHeight;
    return;
  }
  log.scrollTop += last.getBoundingClientRect().top - log.getBoundingClientRect().top - 4;
  const headerBottom = document.querySelector('.aw-header')?.getBoundingClientRect().bottom ?? 0;
  const top = last.getBoundingClientRect().top;
  if (top < headerBottom || top > window.innerHeight - 96) window.scrollBy({ top: top - headerBottom - 12 });
}

function ChatPanel({ firstName }: { firstName: string }) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const { messages, typing, send } = useGuideChat({
    ask: askGuide,
    greeting: `Hello ${firstName}! I'm your Afterwork guide. Tell me what you enjoy or what you are looking for, for example “gardening”, “walking groups” or “feeling lonely”, and I'll find communities, groups, activities, mentors and reading on Afterwork.`,
    describeError: (err) => errorText(err, 'Please try again in a moment.'),
  });

  useEffect(() => {
    if (logRef.current) showLatest(logRef.current);
  }, [messages, typing]);

  const [nudge, setNudge] = useState(false);
  const submit = useCallback(() => {
    if (!isSendable(draft)) {
      setNudge(true);
      return;
    }
    if (send(draft)) {
      setDraft('');
      setNudge(false);
    }
  }, [draft, send]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  return (
    <section className="aw-panel" aria-labelledby="chat-title">
      <h2 id="chat-title">Chat with your guide</h2>
      <div ref={logRef} className="aw-chat-scroll" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        <ol className="aw-chat-log">
          {messages.map((m) => (
            <li key={m.id} className={`aw-msg ${m.from === 'user' ? 'aw-msg-user' : 'aw-msg-guide'}`} data-testid={`chat-${m.from}`} data-from={m.from} data-first={m.id === 0}>
              <span className="aw-msg-who">{m.from === 'user' ? 'You' : 'Afterwork guide'}</span>
              {m.text}
              {m.care && <CareLines care={m.care} />}
              {m.suggestions && <SuggestionLinks items={m.suggestions} />}
            </li>
          ))}
          {typing && (
            <li className="aw-msg aw-msg-guide" data-testid="chat-typing">
              <span className="aw-msg-who">Afterwork guide</span>
              <span className="aw-typing">
                <i aria-hidden="true" />
                <i aria-hidden="true" />
                <i aria-hidden="true" />
                <span>is looking for an answer...</span>
              </span>
            </li>
          )}
        </ol>
      </div>
      <form className="aw-chat-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="aw-sr-only">
          Your message
        </label>
        <input
          id={inputId}
          className="aw-chat-input"
          type="text"
          value={draft}
          maxLength={GUIDE_MESSAGE_MAX}
          placeholder="Type your message..."
          aria-describedby={hintId}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" htmlType="submit" size="large" disabled={typing} style={{ minHeight: 52, minWidth: 96 }}>
          {typing ? 'Wait...' : 'Send'}
        </Button>
      </form>
      <p id={hintId} className="aw-hint" style={{ marginTop: 8 }} aria-live="polite">
        {nudge && !isSendable(draft) ? 'Please type a message first, then press Enter or Send.' : 'Press Enter to send.'}
      </p>
    </section>
  );
}

function RecommendationList({ items, empty }: { items: GuideSuggestion[]; empty: string }) {
  if (!items.length) return <p>{empty}</p>;
  return (
    <ul className="aw-suggestion-list">
      {items.map((s) => (
        <li key={`${s.kind}-${s.href}-${s.id}`}>
          <Link to={s.href}>{s.title}</Link>
          {detailOf(s) && <div className="aw-muted">{detailOf(s)}</div>}
        </li>
      ))}
    </ul>
  );
}

function RecommendationsPanel() {
  const [tab, setTab] = useState<'activities' | 'communities' | 'resources'>('activities');
  const query = useQuery(guideRecommendationsQuery());
  return (
    <section className="aw-panel" aria-labelledby="recs-title">
      <h2 id="recs-title">Recommended for You</h2>
      {query.isPending ? (
        <PageSpinner label="Finding suggestions..." />
      ) : query.isError ? (
        <ErrorState title="We couldn't load your suggestions" message={errorText(query.error)} action={<RetryButton onRetry={() => void query.refetch()} />} />
      ) : (
        <>
          <p className="aw-muted">
            {query.data.basedOn.length ? (
              <>Matched to your interests: {query.data.basedOn.join(', ')}.</>
            ) : (
              <>
                <Link to="/dashboard">Choose your interests</Link> to get suggestions that suit you.
              </>
            )}
          </p>
          {/* The site's own tab strip: antd's kept a hidden '...' list inside role=tablist (axe's critical aria-required-children on a phone). */}
          <Tabs
            label="Suggestions by kind"
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'activities', label: 'Activities', children: <RecommendationList items={query.data.activities} empty="No upcoming activities to suggest yet." /> },
              { key: 'communities', label: 'Communities', children: <RecommendationList items={query.data.communities} empty="No communities to suggest yet." /> },
              { key: 'resources', label: 'Resources', children: <RecommendationList items={query.data.resources} empty="No resources to suggest yet." /> },
            ]}
          />
        </>
      )}
    </section>
  );
}

/** AI guidance (spec part 2 §2.11): a chat that answers from the platform's own content, and recommendations. */
export default function AiGuidancePage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'AI Guidance | Afterwork';
  }, []);
  if (!user) return <PageSpinner />;
  return (
    <div className="aw-member aw-stack">
      <header>
        <h1>AI Guidance</h1>
        <p className="aw-lead">Ask for ideas, and your guide will point you to things on Afterwork that suit you.</p>
        <p className="aw-honest">
          How it works: your guide is not a person, and no outside AI service is used. It finds suggestions by matching your words and
          your saved interests with the communities, groups, activities, mentors and library resources on Afterwork.
        </p>
      </header>
      <div className="aw-guide-grid">
        <ChatPanel firstName={firstNameOf(user.name) || 'there'} />
        <RecommendationsPanel />
      </div>
    </div>
  );
}
