/**
 * Evaluates the `{{ … }}` placeholders of a menu url (CONTRACT.md §3.3) WITHOUT eval/Function.
 * Supported expressions: property paths against a context object (`window._CONFIG['domianURL']`,
 * `apiBase`, `token`, `a.b[0]`), string and number literals, joined with `+`. Anything else, or a
 * path that resolves to nothing, becomes an empty string rather than running code.
 */
export type TemplateContext = Record<string, unknown>;

type Token =
  { t: 'id'; v: string } | { t: 'str'; v: string } | { t: 'num'; v: string } | { t: 'p'; v: string };

function tokenize(expr: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < expr.length) {
    const ch = expr.charAt(i);
    if (/\s/.test(ch)) {
      i++;
    } else if (/[A-Za-z_$]/.test(ch)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(expr.slice(i));
      const v = m?.[0] ?? ch;
      out.push({ t: 'id', v });
      i += v.length;
    } else if (/\d/.test(ch)) {
      const m = /^\d+(\.\d+)?/.exec(expr.slice(i));
      const v = m?.[0] ?? ch;
      out.push({ t: 'num', v });
      i += v.length;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      const end = expr.indexOf(ch, i + 1);
      if (end < 0) return null;
      out.push({ t: 'str', v: expr.slice(i + 1, end) });
      i = end + 1;
    } else if ('.[]+'.includes(ch)) {
      out.push({ t: 'p', v: ch });
      i++;
    } else {
      return null;
    }
  }
  return out;
}

function own(obj: unknown, key: string): unknown {
  if (obj === null || obj === undefined) return undefined;
  if (typeof obj !== 'object' && typeof obj !== 'function') return undefined;
  // Only own properties: never walk into prototypes (`constructor`, `__proto__`).
  return Object.prototype.hasOwnProperty.call(obj, key) ? (obj as Record<string, unknown>)[key] : undefined;
}

/** Parses `term ('+' term)*`; returns undefined on anything unsupported. */
function evaluate(tokens: Token[], ctx: TemplateContext): unknown {
  let pos = 0;
  const peek = () => tokens[pos];

  const term = (): { ok: boolean; value: unknown } => {
    const tok = tokens[pos++];
    if (!tok) return { ok: false, value: undefined };
    if (tok.t === 'str') return { ok: true, value: tok.v };
    if (tok.t === 'num') return { ok: true, value: Number(tok.v) };
    if (tok.t !== 'id') return { ok: false, value: undefined };
    let value: unknown = own(ctx, tok.v);
    for (;;) {
      const next = peek();
      if (next?.t === 'p' && next.v === '.') {
        const name = tokens[pos + 1];
        if (name?.t !== 'id') return { ok: false, value: undefined };
        value = own(value, name.v);
        pos += 2;
      } else if (next?.t === 'p' && next.v === '[') {
        const key = tokens[pos + 1];
        const close = tokens[pos + 2];
        if (!key || (key.t !== 'str' && key.t !== 'num') || close?.t !== 'p' || close.v !== ']') {
          return { ok: false, value: undefined };
        }
        value = own(value, key.v);
        pos += 3;
      } else {
        return { ok: true, value };
      }
    }
  };

  const first = term();
  if (!first.ok) return undefined;
  let acc: unknown = first.value;
  while (pos < tokens.length) {
    const plus = tokens[pos++];
    if (plus?.t !== 'p' || plus.v !== '+') return undefined;
    const next = term();
    if (!next.ok) return undefined;
    acc =
      typeof acc === 'number' && typeof next.value === 'number'
        ? acc + next.value
        : `${asText(acc)}${asText(next.value)}`;
  }
  return acc;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return '';
}

export function evaluateExpression(expr: string, ctx: TemplateContext): string {
  const tokens = tokenize(expr);
  if (!tokens || tokens.length === 0) return '';
  return asText(evaluate(tokens, ctx));
}

export function renderUrlTemplate(url: string, ctx: TemplateContext): string {
  return url.replace(/\{\{([^}]*)\}\}/g, (_m, expr: string) => evaluateExpression(expr, ctx));
}

export function isExternalUrl(url: string | null | undefined): boolean {
  return !!url && (url.startsWith('http://') || url.startsWith('https://') || url.startsWith('{{'));
}
