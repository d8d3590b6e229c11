export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks br, then gzip, from Accept-Encoding, honouring q=0 refusals. */
export function pickEncoding(
  header: string | undefined,
  available: { br: boolean; gzip: boolean },
): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}
