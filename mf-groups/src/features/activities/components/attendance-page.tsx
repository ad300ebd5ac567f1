import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useParams } from '@afterwork/ui/router';
import { BackLink } from '@afterwork/ui/back-link';
import { ErrorState, PageSpinner } from '@afterwork/ui/states';
import { formatDateIn, formatZonedTimeRange } from '@afterwork/ui/dates';
import { api, errorText, isApiError } from '@afterwork/shell-sdk';
import { attendanceKey, attendanceQuery } from '../api/attendance-query';
import type { AttendancePerson, AttendanceSheet } from '@afterwork/contracts/attendance';
import { apiPaths } from '@afterwork/contracts/paths';
import { enqueue, readQueue, withoutSent, withPending, writeQueue, type QueuedMark } from '../lib/attendance-queue';

/** How often a queue waiting on the device is tried again (the 'online' event is not always told). */
const RETRY_MS = 15_000;

/**
 * /activities/:id/attendance (issue 34 §3): the organisers' large-print list on the day. A tick per member and per
 * guest, 'Add someone who came' for members of the host, and a print layout. Ticks are kept on the device first and
 * sent at once; without a connection they wait there and go when it returns.
 */
export function AttendancePage() {
  const { id = '' } = useParams();
  const activityId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : 0;
  const queryClient = useQueryClient();
  const sheet = useQuery({ ...attendanceQuery(activityId), enabled: activityId > 0 });
  const [queue, setQueue] = useState<QueuedMark[]>(() => (activityId ? readQueue(activityId) : []));
  const [offline, setOffline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (!activityId || sending.current) return;
    const batch = readQueue(activityId);
    if (!batch.length) return;
    sending.current = true;
    try {
      const fresh = await api.post<AttendanceSheet>(apiPaths.activityAttendance(activityId), { marks: batch });
      const rest = withoutSent(readQueue(activityId), batch);
      writeQueue(activityId, rest);
      setQueue(rest);
      setOffline(false);
      setProblem(null);
      queryClient.setQueryData(attendanceKey(activityId), fresh);
    } catch (err) {
      if (isApiError(err) && err.status < 500) {
        // Refused (the list closed, or the member may not be added): these ticks will never go; say why.
        const rest = withoutSent(readQueue(activityId), batch);
        writeQueue(activityId, rest);
        setQueue(rest);
        setProblem(errorText(err));
        await queryClient.invalidateQueries({ queryKey: attendanceKey(activityId) });
      } else {
        setOffline(true);
      }
    } finally {
      sending.current = false;
    }
  }, [activityId, queryClient]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => {
      if (readQueue(activityId).length) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [flush, activityId]);

  useEffect(() => {
    if (sheet.data) document.title = `Attendance: ${sheet.data.title} · Afterwork`;
  }, [sheet.data]);

  const mark = (m: QueuedMark) => {
    const next = enqueue(readQueue(activityId), m);
    writeQueue(activityId, next);
    setQueue(next);
    setProblem(null);
    void flush();
  };

  const shown = useMemo(() => (sheet.data ? withPending(sheet.data, queue) : null), [sheet.data, queue]);

  if (!activityId || sheet.isError) {
    return (
      <section className="aw-page">
        <ErrorState title="Attendance" message={!activityId ? 'This activity does not exist or may have been removed.' : errorText(sheet.error)} />
      </section>
    );
  }
  if (!shown) return <PageSpinner page label="Loading the attendance list..." />;

  const open = shown.open;
  return (
    <section className="aw-page aw-attendance">
      <div className="aw-no-print">
        <BackLink to={`/activities/${activityId}`}>Back to the activity</BackLink>
      </div>
      <h1>Attendance: {shown.title}</h1>
      <p className="aw-attendance-when">
        {formatDateIn(shown.startDate, shown.timeZone)}, {formatZonedTimeRange(shown.startDate, shown.endDate, shown.timeZone)}
      </p>
      <p className="aw-attendance-count" role="status">
        <strong>{shown.came}</strong> came · <strong>{shown.saidGoing}</strong> said they were going (with their guests)
      </p>
      {!open && (
        <p className="aw-callout aw-no-print">
          The list can be ticked from 2 hours before the activity until 2 days after it ({formatDateIn(shown.opensAt, shown.timeZone)} to{' '}
          {formatDateIn(shown.closesAt, shown.timeZone)}).
        </p>
      )}
      <p className={`aw-attendance-sync aw-no-print${queue.length ? ' aw-attendance-sync-waiting' : ''}`} role="status" aria-live="polite">
        {queue.length
          ? offline
            ? `No connection. ${queue.length} ${queue.length === 1 ? 'tick is' : 'ticks are'} kept on this phone and will be sent when the connection returns.`
            : `Sending ${queue.length} ${queue.length === 1 ? 'tick' : 'ticks'}...`
          : 'Every tick is saved.'}
      </p>
      {problem && (
        <p className="aw-form-error aw-no-print" role="alert">
          {problem}
        </p>
      )}
      <div className="aw-card-actions aw-no-print">
        <button type="button" className="aw-quick-btn" onClick={() => window.print()}>
          <PrinterOutlined aria-hidden /> Print the list
        </button>
      </div>

      {shown.people.length === 0 ? (
        <p className="aw-empty-line">Nobody said they were going. Use 'Add someone who came' below.</p>
      ) : (
        <ul className="aw-attendance-list">
          {shown.people.map((p) => (
            <PersonRow key={p.userId} person={p} disabled={!open} onMark={mark} />
          ))}
        </ul>
      )}

      {open && <AddSomeone others={shown.others} onAdd={(userId) => mark({ userId, guestNo: 0, came: true })} />}
    </section>
  );
}

function PersonRow({ person: p, disabled, onMark }: { person: AttendancePerson; disabled: boolean; onMark: (m: QueuedMark) => void }) {
  return (
    <li className="aw-attendance-person">
      <label className="aw-attendance-tick">
        <input type="checkbox" checked={p.came[0] ?? false} disabled={disabled} onChange={(e) => onMark({ userId: p.userId, guestNo: 0, came: e.target.checked })} />
        <span>
          {p.name}
          {p.guests > 0 && ` (+${p.guests})`}
          {p.walkIn && <span className="aw-attendance-walkin"> · added on the day</span>}
        </span>
      </label>
      {p.guests > 0 && (
        <ul className="aw-attendance-guests">
          {Array.from({ length: p.guests }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <label className="aw-attendance-tick">
                <input type="checkbox" checked={p.came[n] ?? false} disabled={disabled} onChange={(e) => onMark({ userId: p.userId, guestNo: n, came: e.target.checked })} />
                <span>
                  {p.name}'s guest {p.guests > 1 ? n : ''}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** 'Add someone who came': members of the host who had not said going, found by name. */
function AddSomeone({ others, onAdd }: { others: AttendanceSheet['others']; onAdd: (userId: number) => void }) {
  const [text, setText] = useState('');
  const found = text.trim() ? others.filter((o) => o.name.toLowerCase().includes(text.trim().toLowerCase())).slice(0, 8) : [];
  return (
    <section className="aw-attendance-add aw-no-print" aria-labelledby="aw-add-someone">
      <h2 id="aw-add-someone">Add someone who came</h2>
      <label htmlFor="aw-add-name">Their name (members of this group or community)</label>
      <input id="aw-add-name" className="aw-attendance-search" type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      {text.trim() && found.length === 0 && <p>No member of this group or community has that name.</p>}
      {found.length > 0 && (
        <ul className="aw-attendance-found">
          {found.map((o) => (
            <li key={o.userId}>
              <button
                type="button"
                className="aw-quick-btn"
                onClick={() => {
                  onAdd(o.userId);
                  setText('');
                }}
              >
                Add {o.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
