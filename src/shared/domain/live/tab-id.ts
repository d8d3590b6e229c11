let tabId: string | null = null;

/**
 * This tab's id for the live grids (per page load): the socket names it on the handshake and a
 * save sends it as X-Tab-Id, so the server skips this tab when it fans the change out.
 */
export function liveTabId(): string {
  if (tabId) return tabId;
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  tabId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return tabId;
}
