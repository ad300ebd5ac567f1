// The explorer's words and small rules. Search, type, paging, the overlay's figures and distances are the
// server's (GET /api/communities/explore: issue 24 §1, issue 19 §4, issue 20 §5).

/** Toggling the active chip clears it (spec §4). */
export const toggleType = (current: string | null, clicked: string): string | null => (current === clicked ? null : clicked);

/** '{n} communities across {m} countries' (spec §2.2), with the singular where it reads better. */
export function summaryText(communities: number, countries: number): string {
  return `${communities} ${communities === 1 ? 'community' : 'communities'} across ${countries} ${countries === 1 ? 'country' : 'countries'}`;
}

/** '{memberCount or New} members' (spec §2.2); one member reads '1 member'. */
export const membersText = (memberCount: number | null | undefined): string =>
  memberCount === 1 ? '1 member' : `${memberCount ? memberCount.toLocaleString('en-US') : 'New'} members`;

/** Places that measure road distances in miles (the UK, the US and a few more); everyone else reads km. */
const MILES_REGIONS = new Set(['US', 'GB', 'LR', 'MM', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM', 'IM', 'JE', 'GG']);

/** True when the locale's region reads distances in miles ('en-GB', 'en-US'). */
export function usesMiles(locale: string): boolean {
  const region = locale.split(/[-_]/)[1]?.toUpperCase();
  return !!region && MILES_REGIONS.has(region);
}

/** '12 km away', '7.5 miles away', 'Less than 1 km away' (issue 20 §5: km or miles by locale). */
export function distanceText(km: number, locale: string): string {
  const miles = usesMiles(locale);
  const value = miles ? km / 1.609344 : km;
  const unit = miles ? 'miles' : 'km';
  if (value < 1) return `Less than 1 ${miles ? 'mile' : 'km'} away`;
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown.toLocaleString(locale)} ${unit} away`;
}
