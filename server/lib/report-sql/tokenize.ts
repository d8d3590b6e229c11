// A small PostgreSQL lexer for report SQL: just enough to tell code from string literals, quoted
// identifiers, comments and ${name} placeholders, so the guard never mistakes text inside quotes
// for a keyword (or the reverse). It does not parse; it only cuts.

export type TokenKind =
  | 'word' // unquoted identifier or keyword (value lower-cased)
  | 'ident' // "quoted identifier" (value = its content, "" unescaped)
  | 'string' // '…', E'…', B'…', X'…', N'…' or $tag$…$tag$ (raw text kept as written)
  | 'placeholder' // ${name} outside strings (value = name)
  | 'number'
  | 'space'
  | 'comment'
  | 'punct'; // any other character

export interface Token {
  kind: TokenKind;
  /** The source text as written. */
  raw: string;
  /** word: lower-cased; ident: content; placeholder: name; others: raw. */
  value: string;
  /** Plain '…' strings only: the literal split into text runs and ${name} placeholders. */
  parts?: Array<{ text: string } | { param: string }>;
}

export class SqlLexError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
export const PLACEHOLDER_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Where a ${name} starting at `from` ('$' index) ends (index after '}'), checking the name. */
function placeholderEnd(sql: string, from: number): { name: string; end: number } {
  const close = sql.indexOf('}', from + 2);
  const name = close < 0 ? '' : sql.slice(from + 2, close);
  if (!PLACEHOLDER_NAME.test(name))
    throw new SqlLexError('参数占位符格式不正确，应为 ${参数名}（字母、数字、下划线）');
  return { name, end: close + 1 };
}

/** A plain '…' literal starting at i; placeholders inside are kept apart (JeecgBoot writes '${x}'). */
function plainString(sql: string, i: number): { token: Token; end: number } {
  const parts: NonNullable<Token['parts']> = [];
  let text = '';
  let j = i + 1;
  for (;;) {
    if (j >= sql.length) throw new SqlLexError('SQL中的字符串引号没有闭合');
    const c = sql[j];
    if (c === "'") {
      if (sql[j + 1] === "'") {
        text += "''";
        j += 2;
        continue;
      }
      break;
    }
    if (c === '$' && sql[j + 1] === '{') {
      const { name, end } = placeholderEnd(sql, j);
      if (text) parts.push({ text });
      text = '';
      parts.push({ param: name });
      j = end;
      continue;
    }
    text += c;
    j += 1;
  }
  if (text || parts.length === 0) parts.push({ text });
  const raw = sql.slice(i, j + 1);
  return { token: { kind: 'string', raw, value: raw, parts }, end: j + 1 };
}

/** E'…' (backslash escapes) starting at the quote i; no placeholders inside. */
function escapeString(sql: string, i: number): number {
  let j = i + 1;
  while (j < sql.length) {
    if (sql[j] === '\\') j += 2;
    else if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
    else if (sql[j] === "'") return j + 1;
    else j += 1;
  }
  throw new SqlLexError('SQL中的字符串引号没有闭合');
}

function blockComment(sql: string, i: number): number {
  // PostgreSQL block comments nest.
  let depth = 0;
  let j = i;
  while (j < sql.length) {
    if (sql.startsWith('/*', j)) {
      depth += 1;
      j += 2;
    } else if (sql.startsWith('*/', j)) {
      depth -= 1;
      j += 2;
      if (depth === 0) return j;
    } else j += 1;
  }
  throw new SqlLexError('SQL中的注释没有闭合');
}

export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, from: number, to: number, value?: string) => {
    const raw = sql.slice(from, to);
    tokens.push({ kind, raw, value: value ?? raw });
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] ?? '';
    const next = sql[i + 1] ?? '';
    if (/\s/.test(c)) {
      let j = i + 1;
      while (j < sql.length && /\s/.test(sql[j] ?? '')) j += 1;
      push('space', i, j);
      i = j;
    } else if (c === '-' && next === '-') {
      const nl = sql.indexOf('\n', i);
      const j = nl < 0 ? sql.length : nl;
      push('comment', i, j);
      i = j;
    } else if (c === '/' && next === '*') {
      const j = blockComment(sql, i);
      push('comment', i, j);
      i = j;
    } else if (c === "'") {
      const { token, end } = plainString(sql, i);
      tokens.push(token);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let content = '';
      for (;;) {
        if (j >= sql.length) throw new SqlLexError('SQL中的标识符引号没有闭合');
        if (sql[j] === '"' && sql[j + 1] === '"') {
          content += '"';
          j += 2;
        } else if (sql[j] === '"') break;
        else content += sql[j++];
      }
      push('ident', i, j + 1, content);
      i = j + 1;
    } else if (c === '$' && next === '{') {
      const { name, end } = placeholderEnd(sql, i);
      push('placeholder', i, end, name);
      i = end;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (!tag) throw new SqlLexError('SQL中不能直接写 $1 这样的参数，请用 ${参数名}');
      const close = sql.indexOf(tag[0], i + tag[0].length);
      if (close < 0) throw new SqlLexError('SQL中的字符串引号没有闭合');
      push('string', i, close + tag[0].length);
      i = close + tag[0].length;
    } else if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < sql.length && WORD_PART.test(sql[j] ?? '')) j += 1;
      const word = sql.slice(i, j).toLowerCase();
      // U&'…' / U&"…" can spell any name with escapes: the guard could not read it.
      if (word === 'u' && sql[j] === '&') throw new SqlLexError('SQL中不允许使用 U& 转义写法');
      if (sql[j] === "'" && ['e', 'b', 'x', 'n'].includes(word)) {
        const end = word === 'e' ? escapeString(sql, j) : plainString(sql, j).end;
        push('string', i, end);
        i = end;
      } else {
        push('word', i, j, word);
        i = j;
      }
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
      let j = i + 1;
      while (j < sql.length && /[0-9A-Za-z_.]/.test(sql[j] ?? '')) j += 1;
      push('number', i, j);
      i = j;
    } else {
      push('punct', i, i + 1);
      i += 1;
    }
  }
  return tokens;
}
