// The organisers' attendance list (issue 34 §3) as react-query reads it: the activity page's summary and the
// attendance page share it (the page itself is a chunk of its own, loaded only when opened).
import { apiRequest } from '@afterwork/shell-sdk';
import type { AttendanceSheet } from '@afterwork/contracts/attendance';
import { apiPaths } from '@afterwork/contracts/paths';

export const attendanceKey = (id: number) => ['activities', 'attendance', id] as const;
export const attendanceQuery = (id: number) => ({
  queryKey: attendanceKey(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<AttendanceSheet>(apiPaths.activityAttendance(id), { signal }),
});
