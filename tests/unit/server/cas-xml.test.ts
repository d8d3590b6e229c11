import { describe, expect, it } from 'vitest';
import { readCasAnswer } from '../../../server/modules/cas/cas-xml';
import { checkServiceUrl } from '../../../server/modules/cas/service-url';

const wrap = (inner: string) =>
  `<?xml version="1.0"?>\n<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n${inner}\n</cas:serviceResponse>`;

describe('readCasAnswer', () => {
  it('reads the user of a success, ignoring attributes', () => {
    const xml = wrap(`<cas:authenticationSuccess>
      <cas:user>zhangsan</cas:user>
      <cas:attributes><cas:user>not-me</cas:user></cas:attributes>
    </cas:authenticationSuccess>`);
    expect(readCasAnswer(xml)).toEqual({ kind: 'success', user: 'zhangsan' });
  });

  it('accepts another namespace prefix, CDATA, predefined entities and character references', () => {
    expect(
      readCasAnswer(
        '<x:serviceResponse><x:authenticationSuccess><x:user> li </x:user></x:authenticationSuccess></x:serviceResponse>',
      ),
    ).toEqual({ kind: 'success', user: 'li' });
    expect(
      readCasAnswer(
        wrap('<cas:authenticationSuccess><cas:user><![CDATA[a&b]]></cas:user></cas:authenticationSuccess>'),
      ),
    ).toEqual({
      kind: 'success',
      user: 'a&b',
    });
    expect(
      readCasAnswer(
        wrap(
          '<cas:authenticationSuccess><cas:user>r&amp;d&#x5F20;&#19977;</cas:user></cas:authenticationSuccess>',
        ),
      ),
    ).toEqual({
      kind: 'success',
      user: 'r&d张三',
    });
  });

  it('reads the code of a failure', () => {
    const xml = wrap(
      `<cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure>`,
    );
    expect(readCasAnswer(xml)).toEqual({
      kind: 'failure',
      code: 'INVALID_TICKET',
      message: 'Ticket ST-1 not recognized',
    });
  });

  it('never expands entities: a DOCTYPE or an unknown entity makes the answer unreadable', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "admin">]>${wrap(
      '<cas:authenticationSuccess><cas:user>&a;</cas:user></cas:authenticationSuccess>',
    )}`;
    expect(readCasAnswer(bomb)).toEqual({ kind: 'unreadable' });
    expect(
      readCasAnswer(wrap('<cas:authenticationSuccess><cas:user>&a;</cas:user></cas:authenticationSuccess>')),
    ).toEqual({
      kind: 'unreadable',
    });
    expect(
      readCasAnswer(wrap('<cas:authenticationSuccess><cas:user>&#0;</cas:user></cas:authenticationSuccess>')),
    ).toEqual({
      kind: 'unreadable',
    });
  });

  it('refuses anything that is not a CAS answer, or a success without a user', () => {
    for (const text of [
      '',
      '<html><body>maintenance</body></html>',
      'yes\nadmin\n',
      wrap('<cas:authenticationSuccess></cas:authenticationSuccess>'),
      wrap('<cas:authenticationSuccess><cas:user>  </cas:user></cas:authenticationSuccess>'),
      wrap('<cas:authenticationSuccess><cas:user><b>x</b></cas:user></cas:authenticationSuccess>'),
      wrap('<cas:proxySuccess/>'),
    ]) {
      expect(readCasAnswer(text), text).toEqual({ kind: 'unreadable' });
    }
  });
});

describe('checkServiceUrl', () => {
  const origin = 'https://console.example.com';

  it('accepts a page of our origin and answers it unchanged', () => {
    const service = `${origin}/user/cas-return?redirect=%2Fisys%2Fuser`;
    expect(checkServiceUrl(service, origin)).toBe(service);
    expect(checkServiceUrl('http://localhost/user/cas-return', 'http://localhost:80')).toBe(
      'http://localhost/user/cas-return',
    );
  });

  it('refuses other origins, credentials, fragments, odd prefixes and unsafe paths', () => {
    for (const service of [
      'https://evil.com/user/cas-return',
      'http://console.example.com/user/cas-return',
      'https://console.example.com:8443/user/cas-return',
      'https://console.example.com.evil.com/x',
      'https://console.example.com@evil.com/x',
      'https://a:b@console.example.com/x',
      'https://console.example.com/x#y',
      'https://console.example.com\\@evil.com/x',
      ' https://console.example.com/x',
      'https://console.example.com//evil.com',
      'https://console.example.com/%2f%2fevil.com',
      'https://console.example.com/%09/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(checkServiceUrl(service, origin), service).toBeNull();
    }
  });
});
