import type { Config } from './config';
import type { Db } from './db/db';
import type { PushHub } from './lib/push/types';
import type { SchedulerRuntime } from './lib/scheduler/runtime';
import type { Monitor } from './lib/monitor/history';
import type { SocketRegistry } from './lib/push/socket-registry';
import type { LiveRegistry } from './lib/live/live-registry';
import type { LiveChannels } from './modules/live-grid/channels';
import type { DictService } from './modules/dict/service';
import type { AuthContext } from './modules/session/auth-context';
import type { SmsProvider } from './modules/sms/provider';
import type { RateLimitBucket, RoutePolicy, RoutePolicyRecord } from './security/policy';

/** Everything a module needs, decorated once onto the instance (fastify/demo style). */
export interface AppDeps {
  config: Config;
  db: Db;
  sms: SmsProvider;
  dicts: DictService;
  /** Live pushes to connected clients (WebSocket), across server processes on PostgreSQL. */
  push: PushHub;
  /** This process's open notification sockets (server/modules/websocket). */
  sockets: SocketRegistry;
  /** This process's open live grid sockets (`/vxeSocket`, server/modules/live-grid). */
  liveSockets: LiveRegistry;
  /** The pages whose grids may be opened live, defined by the modules that own the records. */
  liveChannels: LiveChannels;
  /** The job scheduler (定时任务): signal it after changing jobs or queueing a run. */
  scheduler: SchedulerRuntime;
  /** HMAC secret for JWTs, created randomly at first start and kept sealed in sys_secret. */
  tokenSecret: string;
  /** Key for hashing captcha and SMS codes at rest. */
  codeSecret: string;
  /** 系统监控: request trace ring and the sampled history of this process. */
  monitor: Monitor;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    rateLimit?: RateLimitBucket;
    /** 请求追踪 records the route pattern instead of the path (the path carries a one-time code). */
    traceAsPattern?: boolean;
  }
  interface FastifyInstance {
    deps: AppDeps;
    routePolicies: RoutePolicyRecord[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
