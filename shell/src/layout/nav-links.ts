/**
 * The site's main routes, shown in the header (desktop bar and mobile menu) and the footer. Groups (where
 * members RSVP) and Mentors sit beside Communities, so a first-time visitor finds them from the header too
 * (issue 19 §2), not only from the footer.
 */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/communities', label: 'Communities' },
  { to: '/groups', label: 'Groups' },
  { to: '/mentorship', label: 'Mentors' },
  { to: '/resources', label: 'Resources' },
  { to: '/plans', label: 'Plans' },
  { to: '/business', label: 'For Business' },
  { to: '/help', label: 'Help Center' },
] as const;

