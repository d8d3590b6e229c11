import type { AppDeps } from '../../fastify-types';
import type { AuthContext } from '../session/auth-context';

/**
 * A page whose grids may be opened live (`/vxeSocket/{userId}/<page>.<recordId>`). The module
 * owning the record defines it, so the socket is authorised exactly like the module's reads.
 */
export interface LiveChannelDef {
  page: string;
  /** The grids of the page (`socketKey`); any other key is refused. */
  socketKeys: readonly string[];
  /**
   * May this user read this record now (permission and data rules)? Asked on the handshake and
   * again by the periodic sweep, so a revoked grant or a record moved out of scope closes the socket.
   */
  authorize(deps: AppDeps, auth: AuthContext, recordId: string): Promise<boolean>;
}

/** The live pages of the app, by page name. */
export class LiveChannels {
  private readonly defs = new Map<string, LiveChannelDef>();

  define(def: LiveChannelDef): void {
    if (this.defs.has(def.page)) throw new Error(`live page ${def.page} defined twice`);
    this.defs.set(def.page, def);
  }

  get(page: string): LiveChannelDef | undefined {
    return this.defs.get(page);
  }
}
