import { escapeHtml } from '../../http/html';

/** What the export holds: each section's title and rows, as stored (column → value). */
export type ExportContent = { generatedAt: string; member: number; sections: Record<string, { title: string; rows: Array<Record<string, unknown>> }> };

/** The photo section's row: the photo itself (base64), shown as the picture in the readable page. */
type PhotoRow = { address: string; content_type: string; data_base64: string };

/**
 * Each stored column in plain words (issue 31: 'the readable export is readable: labels, not column names'). A
 * section may word a column its own way (`section.column`); a column with no words here is shown with its name's
 * words (underscores as spaces), never as the bare column name.
 */
const LABELS: Record<string, string> = {
  id: 'Number', username: 'Username', name: 'Name', email: 'Email address', avatar: 'Photo address', bio: 'About you',
  location: 'Place', profession: 'Profession', interests: 'Interests', role: 'Role', profile_visibility: 'Who may see your profile',
  show_username: 'Username shown to others', created_at: 'Date', updated_at: 'Last changed', suspended_until: 'Suspended until',
  suspension_reason: 'Reason for the suspension', group_id: 'Group number', group_name: 'Group', joined_at: 'Joined on',
  description: 'Description', type: 'Kind of group', community_id: 'Community number', community_name: 'Community',
  activity_id: 'Activity number', title: 'Title', start_date: 'Starts', end_date: 'Ends', status: 'Status', registered_at: 'Answered on',
  series_id: 'Series number', template: 'Started from', target_days: 'Days to aim for', time_zone: 'Time zone', started_on: 'Started on',
  completed_at: 'Completed on', goal_id: 'Goal number', day: 'Day', badge: 'Badge', earned_at: 'Earned on', assessment_id: 'Assessment',
  score: 'Score', max_score: 'Highest possible score', session_id: 'Session number', mentor_id: 'Mentor number', message: 'Your message',
  details: 'Details', expertise: 'Expertise', years_experience: 'Years of experience', motivation: 'Why you want to mentor',
  target_type: 'What you reported', target_label: 'Who or what', reason: 'Reason', note: 'Your note', acknowledged_at: 'Read on',
  kind: 'Kind', body: 'Text', link: 'Link on the site', read_at: 'Read on', in_site: 'In the site', subject: 'Subject',
  to_address: 'Sent to', sent_at: 'Sent on',
  'profile.created_at': 'Joined Afterwork on', 'groups.role': 'Your role', 'groupsCreated.created_at': 'Created on',
  'rsvps.status': 'Your answer', 'rsvps.location': 'Where', 'activitiesCreated.location': 'Where', 'activitiesCreated.created_at': 'Created on',
  'seriesFollowed.created_at': 'Going to every date since', 'goals.created_at': 'Created on', 'goalCheckIns.created_at': 'Checked in at',
  'assessmentResults.created_at': 'Taken on', 'mentorReservations.created_at': 'Reserved on', 'mentorshipRequests.created_at': 'Asked on',
  'mentorshipRequests.status': 'Status of the request', 'communitySuggestions.created_at': 'Suggested on', 'mentorApplications.created_at': 'Sent on',
  'mentorApplications.name': 'Your name', 'reportsMade.created_at': 'Reported on', 'reportsMade.reason': 'Why', 'warnings.created_at': 'Given on',
  'blocks.name': 'Member', 'blocks.created_at': 'Blocked on', 'notifications.created_at': 'Sent on', 'notificationPreferences.email': 'By email',
  'notificationPreferences.kind': 'Kind of news', 'mailsSent.created_at': 'Written on', 'mailsSent.kind': 'Kind of email',
  'newsletter.created_at': 'Subscribed on', 'calendarFeed.created_at': 'Made on', 'calendarFeed.note': 'Note',
};

/** The column whose value names a row (its heading), section by section; else 'Item n'. */
const ROW_NAME = ['title', 'group_name', 'community_name', 'name', 'subject', 'badge', 'assessment_id', 'kind', 'target_label', 'reason', 'day'];

const labelOf = (section: string, column: string): string => {
  const words = LABELS[`${section}.${column}`] ?? LABELS[column] ?? column.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored instant on the member's clocks (the zone her browser gave, else the site's), in words. */
function when(value: string, zone: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: zone }).format(d);
}
function day(value: string): string {
  const d = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** A list stored as JSON text ('["walking","books"]'), or undefined. */
function jsonList(value: string): unknown[] | undefined {
  if (!value.startsWith('[')) return undefined;
  try {
    const v = JSON.parse(value) as unknown;
    return Array.isArray(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** One value as HTML: lists as lists, times as times, yes/no for true/false, words for codes. */
function valueHtml(value: unknown, zone: string): string {
  if (value === null || value === undefined || value === '') return '<span class="none">Not given</span>';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? `<ul>${value.map((v) => `<li>${valueHtml(v, zone)}</li>`).join('')}</ul>` : '<span class="none">None</span>';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `<ul>${entries.map(([k, v]) => `<li>${escapeHtml(k.replace(/_/g, ' '))}: ${valueHtml(v, zone)}</li>`).join('')}</ul>`;
  }
  const text = String(value);
  if (TIMESTAMP.test(text)) return escapeHtml(when(text, zone));
  if (DAY.test(text)) return escapeHtml(day(text));
  const list = jsonList(text);
  if (list) return valueHtml(list, zone);
  // Stored codes ('not_going', 'mentor-session') in words.
  if (/^[a-z]+([_-][a-z]+)+$/.test(text)) return escapeHtml(text.replace(/[_-]/g, ' '));
  return escapeHtml(text);
}

function sectionHtml(name: string, title: string, rows: Array<Record<string, unknown>>, zone: string): string {
  if (!rows.length) return `<section><h2>${escapeHtml(title)}</h2><p class="none">Nothing.</p></section>`;
  if (name === 'photo') {
    const p = rows[0] as PhotoRow;
    return `<section><h2>${escapeHtml(title)}</h2><p><img alt="Your profile photo" src="data:${escapeHtml(p.content_type)};base64,${escapeHtml(p.data_base64)}" width="256" height="256"></p></section>`;
  }
  const items = rows.map((row, i) => {
    const key = ROW_NAME.find((k) => row[k] != null && row[k] !== '');
    // The profile is one row under its own heading; any other row is named by its title, name or kind.
    const heading = name === 'profile' ? '' : `<h3>${key ? valueHtml(row[key], zone) : `Item ${i + 1}`}</h3>`;
    const fields = Object.entries(row)
      .map(([k, v]) => `<dt>${escapeHtml(labelOf(name, k))}</dt><dd>${valueHtml(v, zone)}</dd>`)
      .join('');
    return `<li>${heading}<dl>${fields}</dl></li>`;
  });
  return `<section><h2>${escapeHtml(title)} (${rows.length})</h2><ol class="items">${items.join('')}</ol></section>`;
}

/**
 * 'Download my data' as a page to read (issue 21, made readable in issue 31): each section a heading, each row a
 * short list of labelled facts in plain words, times on the member's clocks (`zone`, from her browser), lists as
 * lists; large plain type, no scripts, no outside resources. The .json file keeps the stored data as it is.
 */
export function exportHtml(c: ExportContent, zone = 'UTC'): string {
  const parts = Object.entries(c.sections).map(([name, { title, rows }]) => sectionHtml(name, title, rows, zone));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your Afterwork data</title>
<style>body{font:20px/1.5 system-ui,sans-serif;margin:24px auto;max-width:900px;padding:0 16px;color:#111}h2{margin-top:40px;border-bottom:2px solid #0b5d4b}h3{margin:0 0 8px;font-size:1.05em}ol.items{list-style:none;padding:0}ol.items>li{border:1px solid #999;border-radius:8px;padding:12px 16px;margin:12px 0}dl{display:grid;grid-template-columns:minmax(8em,max-content) 1fr;gap:4px 16px;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}dd ul{margin:0;padding-left:1.2em}.none{color:#555}@media (max-width:600px){dl{grid-template-columns:1fr}dd{margin-bottom:8px}}</style></head>
<body><h1>Your Afterwork data</h1><p>Everything Afterwork holds on you, made on ${escapeHtml(when(c.generatedAt, zone))} (times are in ${escapeHtml(zone)}). The file ending in .json has the same data for other programs.</p>${parts.join('\n')}</body></html>`;
}
