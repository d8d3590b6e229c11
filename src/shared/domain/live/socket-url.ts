/**
 * The live grid socket's URL (issue 11, CONTRACT.md §6.4 for the scheme):
 * `{api}/vxeSocket/{userId}/{pageId}?socketKey=…&tabId=…[&tenantId=…]` under the API base with
 * http→ws and https→wss; a relative base (the default `/jeecg-boot`) is resolved against the page
 * origin, exactly like the notification socket's URL. A browser cannot send headers on a WebSocket
 * handshake, so the tenant the HTTP layer sends as a header travels as a query parameter.
 */
export interface LiveSocketParams {
  socketKey: string;
  tabId: string;
  tenantId?: string | null;
}

export function liveSocketUrl(
  apiBase: string,
  pageOrigin: string,
  userId: string,
  pageId: string,
  params: LiveSocketParams,
): string {
  const base = /^https?:\/\//i.test(apiBase) ? apiBase : `${pageOrigin.replace(/\/+$/, '')}${apiBase}`;
  const ws = base.replace(/^http(s?):\/\//i, (_m, s: string) => `ws${s.toLowerCase()}://`);
  const query = new URLSearchParams({ socketKey: params.socketKey, tabId: params.tabId });
  if (params.tenantId !== undefined && params.tenantId !== null && params.tenantId !== '') {
    query.set('tenantId', params.tenantId);
  }
  return `${ws.replace(/\/+$/, '')}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}?${query}`;
}
