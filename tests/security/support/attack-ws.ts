import WebSocket from 'ws';

/**
 * A raw WebSocket handshake for the attack corpus: the sub-protocol and any other header are sent
 * exactly as given (the ws client would itself refuse some shapes). Answers the HTTP status of a
 * refused handshake, or 'upgraded' when the server accepted it (the socket is closed at once).
 */
export function handshakeStatus(
  url: string,
  headers: Record<string, string> = {},
): Promise<number | 'upgraded'> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, undefined, { headers, maxPayload: 1024 });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    // Resolved only once the accepted socket is fully closed, so the app can shut down cleanly.
    ws.once('open', () => {
      ws.once('close', () => resolve('upgraded'));
      ws.close();
    });
    ws.once('error', (err) => {
      ws.terminate();
      // The server answered 101 with our raw sub-protocol header: that is an upgrade.
      if (/subprotocol/.test(err.message)) return resolve('upgraded');
      // A socket the server dropped without an HTTP answer counts as refused, never as upgraded.
      if (/socket hang up|ECONNRESET|Unexpected server response/.test(err.message)) resolve(0);
      else reject(err);
    });
  });
}

export const notifyUrl = (base: string, userId: string) => `${base}/websocket/${encodeURIComponent(userId)}`;

export const liveUrl = (base: string, userId: string, pageId: string, query: Record<string, string>) =>
  `${base}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}?${new URLSearchParams(query).toString()}`;
