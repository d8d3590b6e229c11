import type { PushHub, PushMessage } from '../../../server/lib/push/types';
import type { TestApp } from './test-app';

/** A PushHub that records what it was asked to deliver (issue 5 tests). */
export class RecordingPush implements PushHub {
  readonly calls: Array<
    { kind: 'users'; userIds: string[]; message: PushMessage } | { kind: 'all'; message: PushMessage }
  > = [];
  async toUsers(userIds: readonly string[], message: PushMessage): Promise<void> {
    this.calls.push({ kind: 'users', userIds: [...userIds], message });
  }
  async broadcast(message: PushMessage): Promise<void> {
    this.calls.push({ kind: 'all', message });
  }
  async close(): Promise<void> {}
  clear(): void {
    this.calls.length = 0;
  }
}

/** Swaps the app's hub for a recorder (modules read deps.push at call time). */
export function recordPushes(t: TestApp): RecordingPush {
  const push = new RecordingPush();
  t.app.deps.push = push;
  return push;
}
