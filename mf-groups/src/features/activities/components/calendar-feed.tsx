import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@afterwork/ui/antd-base';
import { Input } from '@afterwork/ui/antd-form';
import { errorText } from '@afterwork/shell-sdk';
import { calendarFeed, resetCalendarFeed } from '../api/activities-queries';

/** The member's private calendar feed (every activity they are going to), for their calendar app to subscribe to. */
export function CalendarFeed({ userId }: { userId: number }) {
  const [copied, setCopied] = useState(false);
  const feed = useMutation({ mutationFn: () => calendarFeed(userId) });
  const reset = useMutation({ mutationFn: () => resetCalendarFeed(userId), onSuccess: () => setCopied(false) });
  const current = reset.data ?? feed.data;
  const url = current ? new URL(current.path, window.location.origin).toString() : null;
  return (
    <div className="aw-feed">
      <h3>All your activities in your calendar</h3>
      <p>Get a private link your calendar app can follow. It lists every activity you are going to and updates by itself. Keep it to yourself.</p>
      {url ? (
        <div className="aw-feed-row">
          <label htmlFor="aw-feed-url" className="aw-sr-only">
            Your private calendar link
          </label>
          <Input id="aw-feed-url" size="large" readOnly value={url} onFocus={(e) => e.target.select()} />
          <Button
            size="large"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
                setCopied(true);
              } catch {
                setCopied(false);
              }
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
      ) : (
        <Button size="large" loading={feed.isPending} onClick={() => feed.mutate()}>
          Get my calendar link
        </Button>
      )}
      {url && (
        <div className="aw-feed-reset">
          <p>Shared it by mistake? Get a new link: the old one stops working at once.</p>
          <Button size="large" loading={reset.isPending} onClick={() => reset.mutate()}>
            Get a new link
          </Button>
        </div>
      )}
      {reset.isSuccess && <p role="status">Your new calendar link is ready. Update it in your calendar app.</p>}
      {feed.isError && <p role="alert">{errorText(feed.error)}</p>}
      {reset.isError && <p role="alert">{errorText(reset.error)}</p>}
    </div>
  );
}
