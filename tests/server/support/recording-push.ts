import type { LiveMessage } from '../../../src/shared/domain/live/messages';
import type { LiveExcept, PushHub, PushMessage } from '../../../server/lib/push/types';
import type { TestApp } from './test-app';

/** A PushHub that records what it was asked to deliver (issue 5 tests; live grid changes, issue 11). */
export class RecordingPush implements PushHub {
  readonly calls: Array<
    { kind: 'users'; userIds: string[]; message: PushMessage } | { kind: 'all'; message: PushMessage }
  > = [];
  /** toChannel calls, kept apart so the notification tests' `calls` stay as they were. */
  readonly live: Array<{ channel: string; message: LiveMessage; except: LiveExcept | null }> = [];
  async toUsers(userIds: readonly string[], message: PushMessage): Promise<void> {
    this.calls.push({ kind: 'users', userIds: [...userIds], message });
  }
  async broadcast(message: PushMessage): Promise<void> {
    this.calls.push({ kind: 'all', message });
  }
  async toChannel(channel: string, message: LiveMessage, except: LiveExcept | null): Promise<void> {
    this.live.push({ channel, message, except });
  }
  async close(): Promise<void> {}
  clear(): void {
    this.calls.length = 0;
    this.live.length = 0;
  }
}

/** Swaps the app's hub for a recorder (modules read deps.push at call time). */
export function recordPushes(t: TestApp): RecordingPush {
  const push = new RecordingPush();
  t.app.deps.push = push;
  return push;
}
