/** The slug of a portal name: lowercased, each run of non-alphanumeric characters replaced by one hyphen (spec §2.14). */
export const slugify = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The detail title: the slug with each hyphen-separated word capitalised (spec §3.3). */
export const titleFromSlug = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
