/**
 * Loads a large synthetic set of communities to check the explorer at scale (issue 5: 10,000 communities).
 *   npx tsx src/modules/communities/load-scale.ts [--count 10000] [--remove]
 * Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite) like the server. Rows are named 'Scale test ...'
 * so `--remove` deletes exactly them. Idempotent: tops up to --count.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createDb, migrateLatest } from '../../db';

const PREFIX = 'Scale test community';
const TYPES = ['active', 'learn', 'practice', 'craft', 'hobby'];
const COUNTRIES = ['UK', 'USA', 'Canada', 'France', 'Germany', 'Spain', 'Italy', 'Japan', 'Australia', 'Brazil', 'India', 'Kenya', 'Mexico', 'Sweden', 'Poland', 'Chile', 'Egypt', 'Ireland', 'Portugal', 'New Zealand'];
const TOPICS = ['Walkers', 'Book Club', 'Gardeners', 'Choir', 'Painters', 'Chess Club', 'Cyclists', 'Knitters', 'History Circle', 'Tai Chi'];

/** A deterministic pseudo-random sequence, so two runs load the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, remove: { type: 'boolean', default: false } } });
  const config = loadConfig();
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateLatest(db);
    if (values.remove) {
      const n = await db('communities').where('name', 'like', `${PREFIX}%`).delete();
      console.log(`Removed ${n} scale-test communities.`);
      return;
    }
    const target = Number(values.count);
    const have = Number(((await db('communities').where('name', 'like', `${PREFIX}%`).count({ n: '*' }).first()) as { n: number | string }).n);
    const random = rng(42 + have);
    const rows = [];
    for (let i = have; i < target; i++) {
      const country = COUNTRIES[i % COUNTRIES.length];
      rows.push({
        name: `${PREFIX} ${String(i + 1).padStart(5, '0')} ${TOPICS[i % TOPICS.length]}`,
        location: `Town ${Math.floor(i / COUNTRIES.length) + 1}, ${country}`,
        type: TYPES[i % TYPES.length],
        description: 'A synthetic community for testing the explorer with many communities.',
        member_count: Math.floor(random() * 300),
        latitude: Math.round((random() * 130 - 55) * 1e6) / 1e6,
        longitude: Math.round((random() * 360 - 180) * 1e6) / 1e6,
      });
    }
    for (let i = 0; i < rows.length; i += 1000) await db('communities').insert(rows.slice(i, i + 1000));
    console.log(`Loaded ${rows.length} scale-test communities (${target} in all).`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
