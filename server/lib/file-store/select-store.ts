import { resolve } from 'node:path';
import type { AppDeps } from '../../fastify-types';
import { LocalDiskStore } from './local-disk-store';
import type { FileStore } from './types';

/** Stores by FILE_STORE name; an S3-compatible store adds an entry here (see types.ts). */
const STORES: Record<string, (deps: AppDeps) => FileStore> = {
  local: (deps) => new LocalDiskStore(resolve(deps.config.dataDir, 'upload')),
};

/** The FILE_STORE setting ('local' when unset); an unknown name stops the server at start-up. */
export function fileStoreName(env: Record<string, string | undefined> = process.env): string {
  const name = env.FILE_STORE?.trim() || 'local';
  if (!STORES[name]) {
    throw new Error(`FILE_STORE "${name}" is unknown (supported: ${Object.keys(STORES).join(', ')})`);
  }
  return name;
}

const byApp = new WeakMap<AppDeps, FileStore>();

/** The one store of an app (the upload, static and OSS routes share it). */
export function fileStoreOf(deps: AppDeps): FileStore {
  let store = byApp.get(deps);
  if (!store) {
    const make = STORES[fileStoreName()];
    if (!make) throw new Error('no file store');
    store = make(deps);
    byApp.set(deps, store);
  }
  return store;
}
