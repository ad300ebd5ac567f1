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


/** The footer's Legal column (spec part 1 §2's names): real pages of the shell since issue 19 §13 (pages/legal). */
export const legalLinks = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/accessibility', label: 'Accessibility' },
] as const;
