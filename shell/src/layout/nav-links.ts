/** The site's main routes, shown in the header (desktop bar and mobile menu) and the footer. */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/communities', label: 'Communities' },
  { to: '/resources', label: 'Resources' },
  { to: '/plans', label: 'Plans' },
  { to: '/business', label: 'For Business' },
  { to: '/help', label: 'Help Center' },
] as const;
