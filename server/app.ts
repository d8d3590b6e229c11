import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { Duplex } from 'node:stream';
import type { Config } from './config';
import type { Db } from './db/db';
import './fastify-types';
import type { AppDeps } from './fastify-types';
import { accountRecoveryRoutes } from './modules/account-recovery/routes';
import { authRoutes } from './modules/auth/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { dictRoutes } from './modules/dict/routes';
import { categoryRoutes } from './modules/category/routes';
import { checkRuleRoutes } from './modules/check-rule/routes';
import { fillRuleRoutes } from './modules/fill-rule/routes';
import { addressListRoutes } from './modules/address-list/routes';
import { duplicateCheckRoutes } from './modules/duplicate-check/routes';
import { createDictService } from './modules/dict/service';
import { permissionRoutes } from './modules/permission/routes';
import { roleRoutes } from './modules/role/routes';
import { menuAdminRoutes } from './modules/permission/admin-routes';
import { departRoutes } from './modules/depart/routes';
import { departRoleRoutes } from './modules/depart-role/routes';
import { registerRoutes } from './modules/register/routes';
import { smsRoutes } from './modules/sms/routes';
import { LogSmsProvider, type SmsProvider } from './modules/sms/provider';
import { userRoutes } from './modules/user/routes';
import { adminUserRoutes } from './modules/user/admin-routes';
import { positionRoutes } from './modules/position/routes';
import { noticeRoutes } from './modules/notice/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { plantRoutes } from './modules/plant/routes';
import { unitRoutes } from './modules/unit/routes';
import { tenantRoutes } from './modules/tenant/routes';
import { onlineRoutes } from './modules/online/routes';
import { logRoutes } from './modules/log/routes';
import { announcementRoutes } from './modules/announcement/routes';
import { messageTemplateRoutes } from './modules/message-template/routes';
import { dataSourceRoutes } from './modules/data-source/routes';
import { gatewayRoutes } from './modules/gateway/routes';
import { uploadRoutes } from './modules/upload/routes';
import { ossRoutes } from './modules/oss/routes';
import { accountSettingsRoutes } from './modules/account-settings/routes';
import { thirdAccountRoutes } from './modules/third-account/routes';
import { inAppLoginRoutes } from './modules/in-app-login/routes';
import { casRoutes } from './modules/cas/routes';
import { thirdLoginRoutes } from './modules/third-login/routes';
import { thirdAppSyncRoutes } from './modules/third-app-sync/routes';
import { cgreportRoutes } from './modules/cgreport/routes';
import { cgformDesignRoutes } from './modules/cgform/routes';
import { cgformSyncRoutes } from './modules/cgform/sync-routes';
import { websocketRoutes } from './modules/websocket/routes';
import { liveSocketRoutes } from './modules/websocket/live-routes';
import { LiveRegistry } from './lib/live/live-registry';
import { LiveChannels } from './modules/live-grid/channels';
import { quartzRoutes } from './modules/quartz/routes';
import { createSchedulerRuntime } from './lib/scheduler/runtime';
import { registerSchedulerLifecycle } from './lib/scheduler/lifecycle';
import { monitorRoutes } from './modules/monitor/routes';
import { dataLogRoutes } from './modules/data-log/routes';
import { settlementRoutes } from './modules/settlement/routes';
import { settlementLineRoutes } from './modules/settlement-line/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { newsRoutes } from './modules/news/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { invoiceRoutes } from './modules/invoice/routes';
import { cgformRuntimeRoutes } from './modules/cgform/runtime-routes';
import { jeecgCompatRoutes } from './modules/jeecg-compat/routes';
import { Monitor } from './lib/monitor/history';
import { registerRequestTrace } from './plugins/request-trace';
import { registerPushLifecycle } from './modules/websocket/lifecycle';
import { createPushHub } from './lib/push/create-hub';
import { SocketRegistry } from './lib/push/socket-registry';
import { registerCors } from './plugins/cors';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerNotFound } from './plugins/not-found';
import { DEFAULT_RATE_LIMITS, registerRateLimit, type RateLimits } from './plugins/rate-limit';
import { enforceRoutePolicies, recordRoutePolicies } from './plugins/route-policy';
import { registerSecurityHeaders } from './plugins/security-headers';
import { bindServerSecret, loadOrCreateSecret, loadServerSecret } from './security/secrets';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated and seeded database. The app does not own it: the caller closes it. */
  db: Db;
  sms?: SmsProvider;
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  /** Extra API routes (tests use it to exercise permission-coded routes). Registered under API_BASE. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Compete for the job runner role and run scheduled jobs (main.ts: true; tests opt in). */
  scheduler?: boolean;
}

const API_MODULES = [
  captchaRoutes,
  authRoutes,
  smsRoutes,
  permissionRoutes,
  roleRoutes,
  menuAdminRoutes,
  departRoutes,
  departRoleRoutes,
  userRoutes,
  adminUserRoutes,
  positionRoutes,
  noticeRoutes,
  feedbackRoutes,
  plantRoutes,
  unitRoutes,
  tenantRoutes,
  onlineRoutes,
  logRoutes,
  uploadRoutes,
  ossRoutes,
  accountSettingsRoutes,
  thirdAccountRoutes,
  inAppLoginRoutes,
  casRoutes,
  thirdLoginRoutes,
  thirdAppSyncRoutes,
  cgreportRoutes,
  cgformDesignRoutes,
  cgformSyncRoutes,
  dictRoutes,
  categoryRoutes,
  duplicateCheckRoutes,
  checkRuleRoutes,
  fillRuleRoutes,
  addressListRoutes,
  registerRoutes,
  accountRecoveryRoutes,
  announcementRoutes,
  messageTemplateRoutes,
  dataSourceRoutes,
  gatewayRoutes,
  websocketRoutes,
  liveSocketRoutes,
  quartzRoutes,
  monitorRoutes,
  dataLogRoutes,
  settlementRoutes,
  settlementLineRoutes,
  ledgerRoutes,
  newsRoutes,
  dashboardRoutes,
  invoiceRoutes,
  cgformRuntimeRoutes,
  jeecgCompatRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // The route table is the security boundary: no implicit HEAD twins, no path rewriting.
    exposeHeadRoutes: false,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, ignoreDuplicateSlashes: false },
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // Pre-routing errors (bad URL encoding, over-long parameters) answer the Result envelope too.
    frameworkErrors: answerFrameworkError,
    // Bodies that take a number or its decimal string (money, quantities) are then parsed exactly;
    // Ajv's strict mode would log every such union at start-up.
    ajv: { customOptions: { allowUnionTypes: true } },
  });
  // Before any named secret is read: they are stored sealed with it.
  bindServerSecret(db, loadServerSecret(config));
  const sockets = new SocketRegistry();
  const liveSockets = new LiveRegistry();
  const push = createPushHub(db, sockets, liveSockets, (message) => app.log.warn(message));
  const deps: AppDeps = {
    config,
    db,
    push,
    sockets,
    liveSockets,
    liveChannels: new LiveChannels(),
    scheduler: createSchedulerRuntime({
      db,
      config,
      log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
    }),
    sms: options.sms ?? new LogSmsProvider(),
    dicts: createDictService(db),
    tokenSecret: await loadOrCreateSecret(db, 'token'),
    codeSecret: await loadOrCreateSecret(db, 'code'),
    monitor: new Monitor(),
  };
  app.decorate('deps', deps);

  recordRoutePolicies(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.apiBase, [new URL(config.wecomOauthUrl).origin]);
  registerCors(app, config.corsOrigins);
  registerRateLimit(app, { ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  enforceRoutePolicies(app);
  registerNotFound(app);
  registerPushLifecycle(app, push);
  registerSchedulerLifecycle(app, deps.scheduler, options.scheduler === true);
  registerRequestTrace(app, deps.monitor, config.apiBase);
  // Clients only ever send heartbeats: a small frame limit keeps a socket from buffering much.
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  // A handshake Fastify answers before routing (414: a path parameter over maxParamLength, 400: a
  // bad URL) skips the websocket plugin's hooks, which would leave its raw socket open for ever
  // (and app.close() waiting on it). Such an answer is written synchronously by the plugin's
  // 'upgrade' listener, which runs before this one; every other answer is asynchronous.
  app.server.on('upgrade', (_request, socket: Duplex & { bytesWritten?: number }) => {
    if ((socket.bytesWritten ?? 0) > 0) socket.end();
  });

  await app.register(
    async (api) => {
      for (const routes of API_MODULES) await api.register(routes);
      if (options.extraRoutes) await api.register(options.extraRoutes);
    },
    { prefix: config.apiBase },
  );
  await app.ready();
  return app;
}
