/**
 * Reads a CAS 3 `/p3/serviceValidate` answer without an XML library. Only two things matter: the
 * `<cas:user>` of an `<cas:authenticationSuccess>` and the `code` of an
 * `<cas:authenticationFailure>`. A document type declaration is refused outright (no entity can be
 * declared, so none can be expanded), and only the five predefined entities and numeric character
 * references are decoded in the user name; any other `&name;` makes the answer unreadable.
 */
export type CasAnswer =
  | { kind: 'success'; user: string }
  | { kind: 'failure'; code: string; message: string }
  | { kind: 'unreadable' };

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// An optional namespace prefix (`cas:` by convention, but the prefix is the server's choice).
const NAME = (local: string) => `(?:[A-Za-z_][\\w.-]*:)?${local}`;

const REFERENCE = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z]+);/g;

function decodeText(raw: string): string | null {
  // A stray '&' or '<' (outside a reference) means the text was not plain character data.
  if (/[&<]/.test(raw.replace(REFERENCE, ''))) return null;
  let failed = false;
  const text = raw.replace(REFERENCE, (_, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#')) {
      const point = ref.startsWith('#x') ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (point > 0x10ffff || point === 0) {
        failed = true;
        return '';
      }
      return String.fromCodePoint(point);
    }
    const known = PREDEFINED[ref];
    if (known === undefined) failed = true;
    return known ?? '';
  });
  return failed ? null : text;
}

function element(xml: string, local: string): { attrs: string; body: string } | null {
  const re = new RegExp(`<(${NAME(local)})(\\s[^>]*)?>([\\s\\S]*?)</\\1\\s*>`);
  const m = re.exec(xml);
  if (!m) return null;
  return { attrs: m[2] ?? '', body: m[3] ?? '' };
}

export function readCasAnswer(xml: string): CasAnswer {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { kind: 'unreadable' };
  const response = element(xml, 'serviceResponse');
  if (!response) return { kind: 'unreadable' };
  const success = element(response.body, 'authenticationSuccess');
  if (success) {
    const user = element(success.body, 'user');
    if (!user) return { kind: 'unreadable' };
    // CDATA is plain text by definition; anything else is decoded with the predefined entities only.
    const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(user.body);
    const name = cdata ? (cdata[1] ?? '') : decodeText(user.body);
    const trimmed = name?.trim() ?? '';
    return trimmed ? { kind: 'success', user: trimmed } : { kind: 'unreadable' };
  }
  const failure = element(response.body, 'authenticationFailure');
  if (failure) {
    const code = /\scode\s*=\s*"([A-Za-z_]{1,64})"/.exec(failure.attrs)?.[1] ?? 'UNKNOWN';
    return { kind: 'failure', code, message: (decodeText(failure.body) ?? '').trim().slice(0, 200) };
  }
  return { kind: 'unreadable' };
}
