// A server process for the two-process scheduler test: builds the app with the scheduler on the
// database named by DATABASE_URL (already migrated and seeded by the test) and reports on stdout.
// Run with `node --import tsx tests/server/support/scheduler-process.ts`.
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openPg } from '../../../server/db/pg-db';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const config = loadConfig({ ...process.env, LOGIN_CAPTCHA: 'off', ADMIN_PASSWORD: 'Admin@2025x' });
  const db = await openPg(url, 3);
  const app = await buildApp({ config, db, scheduler: true });
  const report = () =>
    console.log(JSON.stringify({ node: app.deps.scheduler.node, runner: app.deps.scheduler.isRunner() }));
  report();
  const timer = setInterval(report, 500);
  const stop = async () => {
    clearInterval(timer);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
