import type { Db } from '../../db/db';
import { connectionStringOf } from '../../db/pg-db';
import type { LiveRegistry } from '../live/live-registry';
import { createInProcessHub } from './in-process-hub';
import { createPgHub } from './pg-hub';
import type { SocketRegistry } from './socket-registry';
import type { PushHub } from './types';

export interface StartablePushHub extends PushHub {
  /** Starts cross-process delivery (the LISTEN connection on PostgreSQL; nothing on PGlite). */
  start(): Promise<void>;
}

/** Chosen by the database kind: PGlite is one process (in-process), PostgreSQL may be many. */
export function createPushHub(
  db: Db,
  sockets: SocketRegistry,
  liveSockets: LiveRegistry,
  log: (message: string) => void,
): StartablePushHub {
  const connectionString = db.kind === 'pg' ? connectionStringOf(db) : null;
  if (db.kind === 'pg' && !connectionString) {
    throw new Error('push hub: a PostgreSQL database must be opened with openPg (LISTEN needs its URL)');
  }
  if (connectionString) return createPgHub({ db, connectionString, sockets, liveSockets, log });
  const hub = createInProcessHub(sockets, liveSockets);
  return { ...hub, start: async () => undefined };
}
