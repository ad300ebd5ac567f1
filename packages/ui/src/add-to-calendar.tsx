import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from '@afterwork/ui/antd-base';

/** What she is told once the file is on its way (issue 31): the download alone is silent on many phones. */
export const CALENDAR_ADDED = 'Added — open the file to put it in your calendar';

/**
 * 'Add to calendar': downloads the .ics file, then says what to do with it, beside the button (a polite status, so a
 * screen reader says it too). One piece for every page that offers a calendar file.
 */
export function AddToCalendar({ href, label }: { href: string; /** An accessible name when several are on a page. */ label?: string }) {
  const [added, setAdded] = useState(false);
  return (
    <span className="aw-add-to-calendar">
      <Button size="large" href={href} download icon={<DownloadOutlined aria-hidden />} aria-label={label} onClick={() => setAdded(true)}>
        Add to calendar
      </Button>
      <span role="status" className="aw-calendar-added" style={{ fontWeight: 600 }}>
        {added ? CALENDAR_ADDED : ''}
      </span>
    </span>
  );
}
