import { parseArgs } from 'node:util';
import { registerSchema } from '@afterwork/contracts/users';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { createAccountsService, createLoginThrottle, createUsersRepository } from './modules/accounts/public';
import { defaultLimits } from './deps';
import { validate } from './platform/validate';
import { migrateLatest, runSeeds } from './schema';

const USAGE = `Usage: pnpm --filter @afterwork/api cli <command>
  migrate                                        run pending migrations
  seed                                           migrate, then seed (demo accounts only outside production)
  create-admin --username U --email E --name N   password from AFTERWORK_ADMIN_PASSWORD or stdin`;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || !['migrate', 'seed', 'create-admin'].includes(command)) {
    console.error(USAGE);
    return command ? 1 : 0;
  }
  const config = loadConfig();
  const database = await openDatabase(config, (msg) => console.error(msg));
  const { db } = database;
  try {
    await migrateLatest(db, (msg) => console.error(msg));
    if (command === 'migrate') {
      console.log('Migrations are up to date.');
    } else if (command === 'seed') {
      const ran = await runSeeds(db, { demoAccounts: !config.isProduction });
      console.log(`Seeded: ${ran.join(', ')}`);
    } else {
      const { values } = parseArgs({ args: rest, options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } } });
      const password = process.env.AFTERWORK_ADMIN_PASSWORD || (await readStdin());
      const data = validate(registerSchema, { ...values, password });
      const accounts = createAccountsService(createUsersRepository(db), createLoginThrottle(db, defaultLimits.throttle));
      const user = await accounts.register(data, { role: 'admin', emailConfirmed: true });
      console.log(`Created admin ${user.username} (id ${user.id}).`);
      if (config.adminSecondFactor) {
        console.log('At the first sign-in, Afterwork asks them to set up a second step (a passkey or an authenticator app) before admin pages open.');
      }
    }
    return 0;
  } catch (err) {
    const e = err as { message?: string; fields?: Record<string, string> };
    console.error(`Error: ${e.message ?? String(err)}`);
    if (e.fields) for (const [k, v] of Object.entries(e.fields)) console.error(`  ${k}: ${v}`);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
