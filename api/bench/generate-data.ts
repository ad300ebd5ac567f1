// `pnpm bench:data`: fills a real PostgreSQL (DATABASE_URL) with a large, realistic data set for the benchmarks:
// 10,000 communities, 100,000 members, 2,000 groups, 50,000 activities, 1,000,000 RSVPs, 5,000 resources.
// Rows are made inside PostgreSQL (insert ... select generate_series) in batches, with a progress bar.
// `pnpm bench:data --communities 100000` (or BENCH_COMMUNITIES=100000) makes the explorer's data set of issue 24:
// 100,000 communities. On a database that already holds the bench data it tops the communities up to that number.
import type { Knex } from 'knex';
import { hash } from '@node-rs/argon2';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db';
import { migrateLatest, runSeeds } from '../src/schema';

export const SIZES = { members: 100_000, communities: 10_000, groups: 2_000, activities: 50_000, rsvpsPerActivity: 20, resources: 5_000, weeklySeries: 2_000 };
export const BENCH_PASSWORD = 'bench-password';

/** How many bench communities: `--communities N`, `--communities=N` or BENCH_COMMUNITIES (default 10,000). */
export function communitiesWanted(argv: string[], env: NodeJS.ProcessEnv): number {
  const i = argv.findIndex((a) => a === '--communities' || a.startsWith('--communities='));
  const text = i < 0 ? env.BENCH_COMMUNITIES : argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  if (text === undefined || text === '') return SIZES.communities;
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`--communities must be a whole number from 1 to 1,000,000 (got "${text}").`);
  return n;
}

const started = Date.now();
function bar(label: string, done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  process.stdout.write(`\r${label.padEnd(14)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)}%  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}  ${secs}s   `);
  if (done >= total) process.stdout.write('\n');
}

/** Runs `sql(from, to)` over [1, total] in `batches` slices, drawing the bar. */
async function inBatches(label: string, total: number, batches: number, run: (from: number, to: number) => Promise<unknown>) {
  const size = Math.ceil(total / batches);
  for (let from = 1; from <= total; from += size) {
    const to = Math.min(total, from + size - 1);
    await run(from, to);
    bar(label, to, total);
  }
}

// Real places (lat, lng) the communities spread around, with a little jitter.
const CITIES: Array<[string, number, number]> = [
  ['London, United Kingdom', 51.5074, -0.1278], ['Manchester, United Kingdom', 53.4808, -2.2426], ['Dublin, Ireland', 53.3498, -6.2603],
  ['Paris, France', 48.8566, 2.3522], ['Lyon, France', 45.764, 4.8357], ['Berlin, Germany', 52.52, 13.405], ['Munich, Germany', 48.1351, 11.582],
  ['Madrid, Spain', 40.4168, -3.7038], ['Barcelona, Spain', 41.3874, 2.1686], ['Lisbon, Portugal', 38.7223, -9.1393], ['Rome, Italy', 41.9028, 12.4964],
  ['Amsterdam, Netherlands', 52.3676, 4.9041], ['Stockholm, Sweden', 59.3293, 18.0686], ['Oslo, Norway', 59.9139, 10.7522], ['Vienna, Austria', 48.2082, 16.3738],
  ['New York, USA', 40.7128, -74.006], ['Chicago, USA', 41.8781, -87.6298], ['Austin, USA', 30.2672, -97.7431], ['Seattle, USA', 47.6062, -122.3321],
  ['Miami, USA', 25.7617, -80.1918], ['Toronto, Canada', 43.6532, -79.3832], ['Vancouver, Canada', 49.2827, -123.1207], ['Mexico City, Mexico', 19.4326, -99.1332],
  ['São Paulo, Brazil', -23.5505, -46.6333], ['Buenos Aires, Argentina', -34.6037, -58.3816], ['Santiago, Chile', -33.4489, -70.6693],
  ['Sydney, Australia', -33.8688, 151.2093], ['Melbourne, Australia', -37.8136, 144.9631], ['Auckland, New Zealand', -36.8485, 174.7633],
  ['Tokyo, Japan', 35.6762, 139.6503], ['Seoul, South Korea', 37.5665, 126.978], ['Singapore, Singapore', 1.3521, 103.8198],
  ['Mumbai, India', 19.076, 72.8777], ['Cape Town, South Africa', -33.9249, 18.4241], ['Nairobi, Kenya', -1.2921, 36.8219], ['Cairo, Egypt', 30.0444, 31.2357],
];

/**
 * `count` weekly series (issue 22), one per group from `firstGroup` on: 'Weekly walk' at 10:00 Europe/London on a
 * weekday, 52 dates each materialised as activities (PostgreSQL's `timestamp at time zone` reads each 10:00 on
 * London's clocks, as the API's rrule expansion does).
 */
export async function insertWeeklySeries(db: Knex, firstGroup: number, count: number): Promise<void> {
  await db.raw(
    `insert into activity_series (group_id, frequency, rule, time_zone, first_local, duration_minutes, count, materialised_until)
     select ? + g - 1, 'weekly',
            'FREQ=WEEKLY;INTERVAL=1;BYDAY=' || (array['SU','MO','TU','WE','TH','FR','SA'])[1 + extract(dow from x.d)::int] || ';COUNT=52',
            'Europe/London', to_char(x.d, 'YYYY-MM-DD') || 'T10:00', 90, 52, now() + interval '12 months'
       from generate_series(1, ?::int) g, lateral (select (current_date + 1 + (g % 7))::date as d) x`,
    [firstGroup, count],
  );
  await db.raw(
    `insert into activities (group_id, series_id, occurrence_start, title, description, location, is_virtual, start_date, end_date,
                             max_attendees, time_zone, created_at)
     select s.group_id, s.id, t.starts, 'Weekly walk', 'A gentle walk together, every week.', 'Park gates', false, t.starts, t.starts + interval '90 minutes',
            20, s.time_zone, now()
       from activity_series s, generate_series(0, 51) w,
            lateral (select ((s.first_local::timestamp + w * interval '7 days') at time zone s.time_zone) as starts) t
      where s.group_id between ?::int and ?::int + ?::int - 1 and s.frequency = 'weekly'
     on conflict do nothing`,
    [firstGroup, firstGroup, count],
  );
}


/**
 * Bench communities number `from`..`to` ('Walking Circle 17', …), spread around real cities with a little jitter.
 * Every tenth is a walking circle and a yoga one, so the explorer's search has work to do at any size.
 */
async function insertCommunities(db: Knex, from: number, to: number) {
  const total = to - from + 1;
  const batches = Math.max(1, Math.ceil(total / 10_000));
  await inBatches('communities', total, batches, (a, b) =>
    db.raw(
      `with c as (select ?::jsonb as list)
       insert into communities (name, location, type, description, member_count, latitude, longitude, created_at, updated_at)
       select (array['Walking','Book','Garden','Chess','Choir','Cooking','Photo','History','Yoga','Woodwork'])[1 + n % 10] || ' Circle ' || n,
              (c.list -> (n % ${CITIES.length}) ->> 0),
              (array['active','learn','practice','craft','hobby'])[1 + n % 5],
              'A friendly community for people who enjoy meeting others with the same interest, number ' || n || '.',
              floor(exp(random() * 7))::int,
              least(89.9, greatest(-89.9, (c.list -> (n % ${CITIES.length}) ->> 1)::numeric + (random() - 0.5) * 0.6)),
              least(179.9, greatest(-179.9, (c.list -> (n % ${CITIES.length}) ->> 2)::numeric + (random() - 0.5) * 0.6)),
              now(), now()
       from generate_series(?::int, ?::int) n, c`,
      [JSON.stringify(CITIES), from + a - 1, from + b - 1],
    ),
  );
}

async function main() {
  const communities = communitiesWanted(process.argv.slice(2), process.env);
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database (the benchmarks need a real server, not the embedded one).');
  const db = createDb({ databaseUrl: config.databaseUrl });
  try {
    await migrateLatest(db);
    await runSeeds(db, { demoAccounts: true });
    const existing = await db('users').where('username', 'like', 'bench\\_%').count<{ count: string }[]>('* as count');
    if (Number(existing[0].count) > 0) {
      const [{ count: have }] = await db('communities').where('name', '~', ' Circle [0-9]+$').count<{ count: string }[]>('* as count');
      if (communities > Number(have)) {
        console.log(`Topping the bench communities up from ${Number(have).toLocaleString('en-US')} to ${communities.toLocaleString('en-US')}...`);
        await insertCommunities(db, Number(have) + 1, communities);
        process.stdout.write('vacuum analyze communities...');
        await db.raw('vacuum analyze communities');
        console.log(` done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
        return;
      }
      console.log('This database already holds the bench data set. Use a fresh database to regenerate it.');
      return;
    }
    console.log(`Filling ${new URL(config.databaseUrl).pathname.slice(1)} with the bench data set...`);
    const passwordHash = await hash(BENCH_PASSWORD);

    await inBatches('members', SIZES.members, 20, (from, to) =>
      db.raw(
        `insert into users (username, password_hash, name, email, location, profession, interests, created_at, email_confirmed_at)
         select 'bench_' || n, ?, initcap((array['dorothy','harold','margaret','george','patricia','walter','joan','frank','barbara','arthur'])[1 + n % 10]) || ' ' ||
                initcap((array['evans','nguyen','okafor','smith','garcia','kowalski','tanaka','rossi','murphy','andersen'])[1 + (n / 10) % 10]),
                'bench_' || n || '@example.org',
                (array['London, United Kingdom','Austin, USA','Sydney, Australia','Toronto, Canada','Berlin, Germany'])[1 + n % 5],
                (array['Retired teacher','Nurse','Engineer','Accountant','Carpenter','Librarian'])[1 + n % 6],
                '["Gardening","Reading"]'::jsonb,
                now() - (n % 2000) * interval '1 day', now()
         from generate_series(?::int, ?::int) n`,
        [passwordHash, from, to],
      ),
    );
    const [{ min: firstUser }] = await db('users').where('username', 'like', 'bench\\_%').min<{ min: number }[]>('id as min');

    await insertCommunities(db, 1, communities);

    await inBatches('groups', SIZES.groups, 4, (from, to) =>
      db.raw(
        `insert into groups (name, description, type, location, member_count, created_by, created_at)
         select 'Bench group ' || n, 'A group of neighbours who meet regularly, number ' || n || '.',
                (array['active','learn','practice','craft','social'])[1 + n % 5],
                (array['London, United Kingdom','Austin, USA','Sydney, Australia','Toronto, Canada','Berlin, Germany'])[1 + n % 5],
                50, ? + (n * 37) % ?, now() - (n % 365) * interval '1 day'
         from generate_series(?::int, ?::int) n`,
        [firstUser, SIZES.members, from, to],
      ),
    );
    const [{ min: firstGroup }] = await db('groups').where('name', 'like', 'Bench group %').min<{ min: number }[]>('id as min');

    // 50 members per group (100,000 memberships), the first one the group's admin.
    await inBatches('memberships', SIZES.groups, 10, (from, to) =>
      db.raw(
        `insert into group_members (group_id, user_id, role, joined_at)
         select ? + g - 1, ? + ((g * 7919 + k * 1543) % ?), case when k = 1 then 'admin' else 'member' end, now() - k * interval '1 day'
         from generate_series(?::int, ?::int) g, generate_series(1, 50) k
         on conflict do nothing`,
        [firstGroup, firstUser, SIZES.members, from, to],
      ),
    );

    await inBatches('activities', SIZES.activities, 10, (from, to) =>
      db.raw(
        `insert into activities (group_id, title, description, location, is_virtual, meeting_link, start_date, end_date, max_attendees, created_at)
         select ? + (n % ?), 'Meet-up ' || n, 'An afternoon together, number ' || n || '.', 'Community hall', n % 7 = 0,
                case when n % 7 = 0 then 'https://meet.example.org/' || n end,
                now() + ((n % 360) - 180) * interval '1 day' + (n % 8) * interval '1 hour',
                now() + ((n % 360) - 180) * interval '1 day' + (n % 8 + 2) * interval '1 hour',
                case when n % 3 = 0 then null else 20 + n % 40 end, now()
         from generate_series(?::int, ?::int) n`,
        [firstGroup, SIZES.groups, from, to],
      ),
    );
    const [{ min: firstActivity }] = await db('activities').where('title', 'like', 'Meet-up %').min<{ min: number }[]>('id as min');

    // 20 RSVPs per activity (1,000,000): distinct members per activity, going within capacity, the rest maybe/not going.
    await inBatches('rsvps', SIZES.activities * SIZES.rsvpsPerActivity, 25, async (from, to) => {
      const a0 = Math.floor((from - 1) / SIZES.rsvpsPerActivity) + 1;
      const a1 = Math.floor((to - 1) / SIZES.rsvpsPerActivity) + 1;
      await db.raw(
        `insert into activity_attendees (activity_id, user_id, status, registered_at, updated_at)
         select ? + a - 1, ? + ((a * 7919 + k * 4729) % ?),
                case when k % 10 < 7 then 'going' when k % 10 < 9 then 'maybe' else 'not_going' end,
                now() - k * interval '1 hour', now()
         from generate_series(?::int, ?::int) a, generate_series(1, ?::int) k
         on conflict do nothing`,
        [firstActivity, firstUser, SIZES.members, a0, a1, SIZES.rsvpsPerActivity],
      );
    });

    process.stdout.write('weekly series...');
    await insertWeeklySeries(db, firstGroup, SIZES.weeklySeries);
    console.log(' done');

    await inBatches('resources', SIZES.resources, 5, (from, to) =>
      db.raw(
        `insert into resources (title, description, category, icon_name, link, content, featured, created_at, updated_at)
         select (array['Staying active','Sleeping well','Making friends','Money matters','Learning online'])[1 + n % 5] || ' guide ' || n,
                'Practical advice for the third act of life: ' || (array['walking','memory','loneliness','budgeting','smartphones','gardening'])[1 + n % 6] || ', part ' || n || '.',
                (array['article','video','podcast','guide','toolkit'])[1 + n % 5],
                (array['book','video','headphones','newspaper','leaf'])[1 + n % 5],
                case when n % 2 = 0 then 'https://example.org/resources/' || n end,
                case when n % 2 = 1 then '<p>Resource ' || n || '</p>' end,
                n % 50 = 0, now() - (n % 900) * interval '1 day', now()
         from generate_series(?::int, ?::int) n`,
        [from, to],
      ),
    );

    // VACUUM as well as ANALYZE: it sets the visibility map, without which PostgreSQL cannot use index-only
    // scans (the RSVP and activity counts) on freshly bulk-loaded tables until autovacuum gets round to them.
    process.stdout.write('vacuum analyze...');
    await db.raw('vacuum analyze');
    console.log(` done in ${((Date.now() - started) / 1000).toFixed(0)} s. Bench members sign in as bench_<n> / ${BENCH_PASSWORD}.`);
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(`\n${err.message ?? err}`);
    process.exit(1);
  });
}
