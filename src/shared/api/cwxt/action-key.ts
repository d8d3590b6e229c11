/**
 * A fresh Idempotency-Key for one intent (one dialog submit, one confirmed click): 24 random hex
 * characters. getRandomValues, not randomUUID: the latter needs a secure context, and plant
 * intranets often serve the console over plain http.
 */
export function newActionKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
