import { zoneForLocation } from '@afterwork/contracts/time-zones';
import type { Knex } from 'knex';
import { jsonb } from '../../db';

interface SeedSession { title: string; description: string; inDays: number; hourUtc: number; minutes: number; total: number; taken: number }
interface SeedMentor {
  name: string; role: string; avatar: string; bio: string; location: string; languages: string[]; specialties: string[];
  education: string; yearsExperience: number; availability: string; rating: number; reviewCount: number;
  contactEmail: string; contactPhone: string | null; socialLinks: Record<string, string>; mentoringSince: string;
  background: string; coverImage: string;
  testimonials: Array<{ name: string; text: string; rating: number; daysAgo: number }>;
  sessions: SeedSession[];
}

/** The five mentors of the spec (ratings 4.7 to 4.9). Avatars and covers are art bundled with mf-mentors-portals. */
export const DEMO_MENTORS: SeedMentor[] = [
  {
    name: 'Eleanor Whitfield', role: 'Retired Head Teacher · Lifelong Learning Mentor', avatar: 'portrait-1',
    bio: 'Thirty-four years in classrooms taught me that nobody is ever too old to learn something new. I help people pick up new skills at their own pace, without jargon.',
    location: 'Portland, Oregon, USA', languages: ['English', 'French'],
    specialties: ['Lifelong Learning', 'Digital Skills', 'Creative Writing', 'Book Clubs', 'Public Speaking'],
    education: 'M.Ed., University of Oregon', yearsExperience: 34,
    availability: 'Tuesday and Thursday mornings, Pacific time. Video calls or in person in Portland.',
    rating: 4.9, reviewCount: 127, contactEmail: 'eleanor.whitfield@example.com', contactPhone: '+1 (503) 555-0142',
    socialLinks: { linkedin: 'linkedin.com/in/eleanor-whitfield-example', website: 'www.example.com/eleanor' },
    mentoringSince: '2017',
    background: 'Eleanor taught English and then led a secondary school of 900 pupils. Since retiring she has run a free computer club at her local library and a memoir-writing circle that has published two anthologies.',
    coverImage: 'cover-books',
    testimonials: [
      { name: 'Dorothy M.', text: 'Eleanor was endlessly patient while I learned to video call my grandchildren. Now I do it every Sunday.', rating: 5, daysAgo: 12 },
      { name: 'Frank T.', text: 'Her writing circle gave me the courage to put my stories from the merchant navy on paper.', rating: 5, daysAgo: 40 },
      { name: 'Linda P.', text: 'Clear, kind and well prepared. I only wish the sessions were longer.', rating: 4, daysAgo: 75 },
    ],
    sessions: [
      { title: 'Getting Started with Video Calls', description: 'Set up and make your first video call on a phone, tablet or computer.', inDays: 4, hourUtc: 17, minutes: 60, total: 12, taken: 7 },
      { title: 'Writing Your Life Story', description: 'Simple prompts to begin a memoir, one memory at a time.', inDays: 11, hourUtc: 18, minutes: 90, total: 8, taken: 7 },
      { title: 'Speaking with Confidence', description: 'Tips for toasts, talks and meetings, with friendly practice.', inDays: 18, hourUtc: 17, minutes: 60, total: 10, taken: 10 },
    ],
  },
  {
    name: 'Robert Okafor', role: 'Retired Financial Planner · Money and Retirement Mentor', avatar: 'portrait-2',
    bio: 'I spent my career helping families plan for retirement. Now I help people make sense of pensions, budgets and scams in plain language.',
    location: 'Chicago, Illinois, USA', languages: ['English', 'Yoruba'],
    specialties: ['Retirement Planning', 'Budgeting on a Pension', 'Avoiding Scams', 'Downsizing', 'Volunteering'],
    education: 'B.Sc. Economics, University of Lagos; Certified Financial Planner', yearsExperience: 38,
    availability: 'Weekday afternoons, Central time. Video calls only.',
    rating: 4.8, reviewCount: 94, contactEmail: 'robert.okafor@example.com', contactPhone: null,
    socialLinks: { linkedin: 'https://www.linkedin.com/in/robert-okafor-example', twitter: 'twitter.com/okafor_money_example' },
    mentoringSince: '2015',
    background: 'Robert advised more than 2,000 clients over 38 years. He volunteers with a consumer-protection charity, teaching people how to recognise fraud by phone, email and text.',
    coverImage: 'cover-city',
    testimonials: [
      { name: 'Carol S.', text: 'Robert explained my pension options so clearly that I finally felt in control of my money.', rating: 5, daysAgo: 9 },
      { name: 'Henry W.', text: 'His scam-spotting checklist saved my sister from a fake bank call the very next week.', rating: 5, daysAgo: 33 },
      { name: 'Patricia L.', text: 'Very knowledgeable. A little fast at times, but happy to repeat anything.', rating: 4, daysAgo: 60 },
      { name: 'George A.', text: 'Practical advice on downsizing that made a hard decision easier.', rating: 5, daysAgo: 120 },
    ],
    sessions: [
      { title: 'Making Your Pension Last', description: 'A plain-language walk through budgeting in retirement.', inDays: 6, hourUtc: 19, minutes: 60, total: 15, taken: 15 },
      { title: 'Spotting Scams Before They Spot You', description: 'The tricks fraudsters use and how to stop them.', inDays: 13, hourUtc: 19, minutes: 60, total: 20, taken: 9 },
    ],
  },
  {
    name: 'Maria Delgado', role: 'Former Physiotherapist · Active Ageing Coach', avatar: 'portrait-3',
    bio: 'Moving well is the key to living well. I help people rebuild strength and balance gently, safely and with a smile.',
    location: 'Austin, Texas, USA', languages: ['English', 'Spanish'],
    specialties: ['Balance and Falls Prevention', 'Chair Exercises', 'Walking Groups', 'Tai Chi', 'Healthy Eating', 'Better Sleep'],
    education: 'Doctor of Physical Therapy, University of Texas', yearsExperience: 29,
    availability: 'Monday, Wednesday and Friday mornings, Central time. In person in Austin or by video.',
    rating: 4.9, reviewCount: 156, contactEmail: 'maria.delgado@example.com', contactPhone: '+1 (512) 555-0187',
    socialLinks: { instagram: 'instagram.com/maria_moves_example', website: 'https://www.example.com/maria-delgado' },
    mentoringSince: '2016',
    background: 'Maria worked in hospital rehabilitation for two decades before opening a community clinic for older adults. She now leads free walking groups and chair exercise classes in local parks.',
    coverImage: 'cover-sea',
    testimonials: [
      { name: 'Ruth K.', text: 'After my fall I was frightened to walk to the shops. Maria gave me my confidence back.', rating: 5, daysAgo: 5 },
      { name: 'Alberto G.', text: 'Las clases de tai chi son maravillosas. Wonderful teacher in two languages!', rating: 5, daysAgo: 28 },
      { name: 'Joan B.', text: 'Friendly, encouraging and always explains why each exercise helps.', rating: 5, daysAgo: 55 },
      { name: 'Ted N.', text: 'Good exercises, though the group was a bit large that week.', rating: 4, daysAgo: 90 },
    ],
    sessions: [
      { title: 'Better Balance in 30 Minutes', description: 'Simple standing and seated exercises that reduce the risk of falls.', inDays: 2, hourUtc: 15, minutes: 30, total: 10, taken: 4 },
      { title: 'Chair Yoga Basics', description: 'Gentle stretches you can do from any sturdy chair.', inDays: 9, hourUtc: 15, minutes: 45, total: 12, taken: 12 },
    ],
  },
  {
    name: 'James Whitaker', role: 'Retired Architect · Woodworking and Making Mentor', avatar: 'portrait-4',
    bio: 'Forty years of designing buildings left me with a love of making things by hand. I enjoy helping beginners build their first small projects.',
    location: 'Toronto, Ontario, Canada', languages: ['English'],
    specialties: ['Woodworking', 'Sketching', 'Model Building', 'Home Repair'],
    education: 'B.Arch., University of Toronto', yearsExperience: 40,
    availability: 'Saturday mornings, Eastern time. Workshop visits by arrangement.',
    rating: 4.7, reviewCount: 68, contactEmail: 'james.whitaker@example.com', contactPhone: null,
    socialLinks: { website: 'www.example.com/whitaker-workshop' },
    mentoringSince: '2019',
    background: 'James designed schools and libraries across Ontario. He volunteers at a community workshop where he teaches safe tool use and helps members restore furniture.',
    coverImage: 'cover-workshop',
    testimonials: [
      { name: 'Walter H.', text: 'James helped me build a bird box with my grandson. We are now onto a bookshelf!', rating: 5, daysAgo: 20 },
      { name: 'Irene C.', text: 'Knows so much and shares it generously. Sessions can run over, which I did not mind.', rating: 4, daysAgo: 65 },
      { name: 'Peter D.', text: 'Patient with a complete beginner. My first chair does not wobble.', rating: 5, daysAgo: 140 },
    ],
    sessions: [],
  },
  {
    name: 'Dr. Aisha Rahman', role: 'Retired Family Doctor · Wellbeing and Purpose Mentor', avatar: 'portrait-5',
    bio: 'After 30 years as a family doctor I believe purpose and friendship are as important as medicine. I help people find their next chapter.',
    location: 'London, United Kingdom', languages: ['English', 'Urdu', 'Hindi'],
    specialties: ['Finding Purpose', 'Grief and Loss', 'Caring for a Partner', 'Mindfulness', 'Talking with Your Doctor'],
    education: 'MBBS, King’s College London; MRCGP', yearsExperience: 31,
    availability: 'Wednesday evenings and Sunday afternoons, UK time. Video calls.',
    rating: 4.8, reviewCount: 112, contactEmail: 'aisha.rahman@example.com', contactPhone: '+44 20 7946 0321',
    socialLinks: { linkedin: 'linkedin.com/in/aisha-rahman-example', twitter: 'https://twitter.com/dr_aisha_example', instagram: 'instagram.com/purpose_after_work_example' },
    mentoringSince: '2018',
    background: 'Aisha was a family doctor in east London for three decades. She trained in bereavement support and now runs peer groups for carers and for people adjusting to life after work.',
    coverImage: 'cover-garden',
    testimonials: [
      { name: 'Margaret F.', text: 'Aisha helped me through the year after my husband died. I cannot thank her enough.', rating: 5, daysAgo: 14 },
      { name: 'Sunil V.', text: 'Wise and warm. She helped me prepare for appointments so I understood my options.', rating: 5, daysAgo: 47 },
      { name: 'Brenda O.', text: 'The mindfulness mornings are a lovely start to the week.', rating: 4, daysAgo: 80 },
    ],
    sessions: [
      { title: 'Finding Purpose After Work', description: 'Explore what matters to you now, with gentle exercises and good company.', inDays: 5, hourUtc: 18, minutes: 60, total: 10, taken: 3 },
      { title: 'Caring for a Partner, Caring for Yourself', description: 'Practical support and a space to talk for carers.', inDays: 12, hourUtc: 18, minutes: 60, total: 8, taken: 8 },
      { title: 'Mindful Mornings', description: 'A calm 30-minute guided practice to start the week.', inDays: 20, hourUtc: 9, minutes: 30, total: 15, taken: 2 },
    ],
  },
];

const DAY = 86_400_000;

/**
 * Idempotent (and safe when several processes seed at once): inserts the demo mentors unless they are
 * already there (checked by the first demo mentor's name, so other rows in the table do not matter).
 */
export async function seedMentors(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('lock table mentors in share row exclusive mode');
    if (await trx('mentors').where({ name: DEMO_MENTORS[0].name }).first('id')) return;
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    for (const m of DEMO_MENTORS) {
      const [row] = await trx('mentors')
        .insert({
          name: m.name, role: m.role, avatar: m.avatar, bio: m.bio, location: m.location,
          languages: jsonb(m.languages), specialties: jsonb(m.specialties),
          education: m.education, years_experience: m.yearsExperience, availability: m.availability, rating: m.rating,
          review_count: m.reviewCount, contact_email: m.contactEmail, contact_phone: m.contactPhone,
          social_links: jsonb(m.socialLinks), mentoring_since: m.mentoringSince,
          background: m.background, cover_image: m.coverImage,
        })
        .returning('id');
      const mentorId = (row as { id: number }).id;
      await trx('mentor_testimonials').insert(
        m.testimonials.map((t) => ({ mentor_id: mentorId, name: t.name, text: t.text, rating: t.rating, date: new Date(today.getTime() - t.daysAgo * DAY).toISOString().slice(0, 10) })),
      );
      if (m.sessions.length) {
        await trx('mentor_sessions').insert(
          m.sessions.map((s) => ({
            mentor_id: mentorId, title: s.title, description: s.description,
            starts_at: new Date(today.getTime() + s.inDays * DAY + s.hourUtc * 3_600_000),
            duration_minutes: s.minutes, total_spots: s.total, spots_taken: s.taken, time_zone: zoneForLocation(m.location),
          })),
        );
      }
    }
  });
}
