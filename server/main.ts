import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-db';
import { runSeed } from './db/seed/run-seed';
import { seedVersion } from './db/seed/seed-version';
import { pathOnly } from './lib/monitor/request-log';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const { generatedAdminPassword } = await runSeed(db, {
    adminPassword: config.adminPassword,
    adminPhone: config.adminPhone,
    demoUsers: true,
    // Once per seed version: a restart on the same data skips the seed.
    onceFor: seedVersion(),
  });
  const app = await buildApp({
    config,
    db,
    logger: {
      // Quiet by default: warnings and errors only. LOG_LEVEL=info logs every request.
      level: process.env.LOG_LEVEL ?? 'warn',
      // Paths only: a query string may carry a credential (the announcement page's ?token=).
      serializers: { req: (req) => ({ method: req.method, url: pathOnly(req.url) }) },
    },
    scheduler: true,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      // Closing PGlite flushes its files; an abrupt exit could leave the data dir needing recovery.
      await db.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    await db.close();
    throw err;
  }
  console.log(`厂网协同 server on http://${config.host}:${config.port} (API ${config.apiBase}, ${db.kind})`);
  // Last, so nothing printed at start-up pushes it out of sight.
  if (generatedAdminPassword) {
    // Printed once, on the start that created the account; it is stored only as a hash.
    console.log(
      `[admin] 已创建管理员账号 admin，初始密码：${generatedAdminPassword} （仅显示这一次，请登录后立即修改）`,
    );
    console.log(
      `[admin] Created user "admin" with password: ${generatedAdminPassword} (shown only once; change it after login)`,
    );
  }
}

main().catch((err: unknown) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
