import type { FuzzRequest } from './fuzz-requests';

/**
 * What no answer may carry: database text, a stack trace or a server file path. SQL statements
 * are matched as SQL (`SELECT d.id`, `INSERT INTO`, ` FROM sys_user`), so a Chinese message that
 * names the keyword ("报表SQL只能是一条 SELECT 查询") is not taken for one.
 */
export const LEAK_MARKERS: ReadonlyArray<string | RegExp> = [
  /SELECT [\w*"(]/,
  /INSERT [A-Z"]/,
  / FROM [\w"(]/,
  'syntax error',
  'relation "',
  'column "',
  '    at ',
  '.ts:',
  '/work/',
  '/home/',
  'node_modules',
  'server/',
];

const found = (text: string, marker: string | RegExp) =>
  typeof marker === 'string' ? text.includes(marker) : marker.test(text);

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Bodies the oracle reads as text (binary downloads are left out: their bytes are the user's own). */
function isText(contentType: string): boolean {
  return contentType === '' || /json|text|html|xml|javascript/i.test(contentType);
}

function isEnvelope(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.success === 'boolean' &&
    typeof v.message === 'string' &&
    typeof v.code === 'number' &&
    typeof v.timestamp === 'number' &&
    'result' in v
  );
}

/**
 * Routes whose answer is, by the wire contract, not a Result: CONTRACT.md (user pickers) says
 * getMultiUser returns a bare JSON array of users.
 */
export const BARE_JSON_ROUTES: ReadonlySet<string> = new Set([
  'GET /jeecg-boot/sys/user/getMultiUser',
  // Spring Boot actuator shapes, which JeecgBoot's monitor pages read as they are.
  'GET /jeecg-boot/actuator/httptrace',
  'GET /jeecg-boot/actuator/metrics/:name',
]);

/**
 * The one field whose value is SQL by design: an online report's query, shown to whoever may edit
 * reports. Its value is blanked before the markers are looked for; every other text still counts.
 */
const STORED_SQL = /"cgrSql":"(?:[^"\\]|\\.)*"/g;

/** Every rule the answer of `route` (`METHOD /url`) breaks; empty: the answer is fine. */
export function judge(route: string, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (isText(answer.contentType)) {
    const text = answer.body.replace(STORED_SQL, '"cgrSql":""');
    for (const marker of LEAK_MARKERS)
      if (found(text, marker)) problems.push(`body contains ${String(marker)}`);
  }
  if (/json/i.test(answer.contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      problems.push('JSON content type with an unparsable body');
    }
    if (parsed !== undefined && !isEnvelope(parsed) && !BARE_JSON_ROUTES.has(route))
      problems.push('JSON body without the Result envelope');
  }
  return problems;
}

export interface Finding {
  index: number;
  request: FuzzRequest;
  answer: FuzzAnswer;
  problems: string[];
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;

/** A finding printed so it reproduces: FUZZ_SEED, the request index, and the request itself. */
export function describeFinding(seed: number, f: Finding): string {
  const payload =
    f.request.payload === undefined
      ? '(none)'
      : clip(
          typeof f.request.payload === 'string'
            ? JSON.stringify(f.request.payload)
            : `hex:${f.request.payload.toString('hex')}`,
          600,
        );
  return [
    `[FUZZ_SEED=${seed} index=${f.index}] ${f.problems.join('; ')}`,
    `  route: ${f.request.route} (${f.request.principal}, ${f.request.kind})`,
    `  request: ${f.request.method} ${clip(f.request.url, 600)}`,
    `  headers: ${clip(JSON.stringify(f.request.headers), 600)}`,
    `  body: ${payload}`,
    `  answer: ${f.answer.status} ${f.answer.contentType} ${clip(f.answer.body, 600)}`,
  ].join('\n');
}
