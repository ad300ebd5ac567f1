import type { MentorSummary } from '@afterwork/contracts/mentors';
import type { Resource } from '@afterwork/contracts/resources';

/** Three cards: the first article, video and podcast of the library; others fill any gap. */
export function pickRecommended(resources: Resource[]): Resource[] {
  const picked: Resource[] = [];
  for (const category of ['article', 'video', 'podcast']) {
    const r = resources.find((x) => x.category === category && !picked.includes(x));
    if (r) picked.push(r);
  }
  for (const r of resources) if (picked.length < 3 && !picked.includes(r)) picked.push(r);
  return picked.slice(0, 3);
}

const wordsOf = (s: string) => s.toLowerCase().match(/[a-z]{3,}/g) ?? [];

/** The mentor whose specialties, role and bio share the most words with the member's interests; else the best rated. */
export function pickMentor(mentors: MentorSummary[], interests: string[]): MentorSummary | undefined {
  const wanted = new Set(interests.flatMap(wordsOf).map((w) => w.replace(/(ing|s)$/, '')));
  const score = (m: MentorSummary) =>
    wanted.size ? wordsOf([...m.specialties, m.role, m.bio].join(' ')).filter((w) => wanted.has(w.replace(/(ing|s)$/, ''))).length : 0;
  return [...mentors].sort((a, b) => score(b) - score(a) || b.rating - a.rating || a.id - b.id)[0];
}
