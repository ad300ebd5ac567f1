import type { AttendanceMark, AttendanceSheet } from '@afterwork/contracts/attendance';

/**
 * Ticks made on a phone with a weak signal (issue 34 §3): kept on the device (localStorage, one queue per activity)
 * until the server has them. A tick is a state ('came' or not), so sending a queue again after a lost answer does no
 * harm: the server counts a tick once.
 */
export type QueuedMark = Required<Pick<AttendanceMark, 'userId' | 'guestNo' | 'came'>>;

const keyOf = (activityId: number) => `afterwork.attendanceQueue.${activityId}`;

export function readQueue(activityId: number): QueuedMark[] {
  try {
    const raw = localStorage.getItem(keyOf(activityId));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? list.filter((m): m is QueuedMark => typeof m?.userId === 'number' && typeof m?.guestNo === 'number' && typeof m?.came === 'boolean') : [];
  } catch {
    return [];
  }
}

export function writeQueue(activityId: number, marks: QueuedMark[]): void {
  try {
    if (marks.length) localStorage.setItem(keyOf(activityId), JSON.stringify(marks));
    else localStorage.removeItem(keyOf(activityId));
  } catch {
    // A full or blocked storage: the ticks stay in this page's memory until they are sent.
  }
}

/** A new tick joins the queue; an earlier tick of the same person is replaced (only the last state matters). */
export const enqueue = (queue: QueuedMark[], mark: QueuedMark): QueuedMark[] => [...queue.filter((m) => m.userId !== mark.userId || m.guestNo !== mark.guestNo), mark];

/** Drops from the queue the ticks just sent (unless the same person was ticked again meanwhile). */
export const withoutSent = (queue: QueuedMark[], sent: QueuedMark[]): QueuedMark[] =>
  queue.filter((m) => !sent.some((s) => s.userId === m.userId && s.guestNo === m.guestNo && s.came === m.came));

/** The sheet as the organiser sees it: the server's, with the ticks not sent yet laid over it. */
export function withPending(sheet: AttendanceSheet, queue: QueuedMark[]): AttendanceSheet {
  if (!queue.length) return sheet;
  const people = sheet.people.map((p) => ({ ...p, came: [...p.came] }));
  const others = [...sheet.others];
  for (const m of queue) {
    let person = people.find((p) => p.userId === m.userId);
    if (!person && m.came) {
      const other = others.find((o) => o.userId === m.userId);
      if (!other) continue;
      person = { userId: other.userId, name: other.name, guests: 0, walkIn: true, came: [false] };
      people.push(person);
      others.splice(others.indexOf(other), 1);
    }
    if (person && m.guestNo < person.came.length) person.came[m.guestNo] = m.came;
  }
  return { ...sheet, people, others, came: people.reduce((n, p) => n + p.came.filter(Boolean).length, 0) };
}
