import type { LiveMessage } from './messages';

/** Messages kept for replay; a record's grid sees a few per save. */
const KEEP = 200;

/**
 * Orders live messages against the revision of the rows a grid loaded (issue 11). A message whose
 * `rev` the loaded rows already include is dropped; newer ones are applied and kept, so when the
 * grid reloads (its own save's answer, which may predate another user's change that arrived while
 * the save was on its way) the newer messages are applied again on top. Messages without `rev`
 * are always applied and never kept.
 */
export class LiveRevisions {
  private base: number | null = null;
  private recent: LiveMessage[] = [];

  /** The revision the grid's rows are at; null when unknown. */
  revision(): number | null {
    return this.base;
  }

  /** False when the loaded rows already include this message. */
  admit(message: LiveMessage): boolean {
    if (message.rev === undefined) return true;
    if (this.base !== null && message.rev <= this.base) return false;
    this.recent.push(message);
    if (this.recent.length > KEEP) this.recent.shift();
    return true;
  }

  /** Rows were loaded at revision `rev` (unknown: undefined); returns the messages to apply again. */
  rebase(rev: number | undefined): LiveMessage[] {
    if (rev === undefined) {
      this.base = null;
      this.recent = [];
      return [];
    }
    this.base = rev;
    this.recent = this.recent.filter((m) => (m.rev ?? 0) > rev);
    return [...this.recent];
  }
}
