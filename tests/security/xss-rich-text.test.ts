import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../server/support/helpers';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { dangerousParts, XSS_PAYLOADS } from './support/attack-xss';

/**
 * XSS against every rich-text field (issue 10, attack corpus): announcements (msgContent), news
 * (content), notices (content) and message templates (templateContent) are stored through the
 * allowlist sanitiser; every classic shape must come out neutralised, in the row and as served.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
});
afterAll(() => t.close());

interface RichField {
  name: string;
  add(tag: string, html: string): Promise<{ success: boolean; message: string }>;
  stored(tag: string): Promise<string | null>;
  served(tag: string): Promise<{ contentType: string; html: string | null }>;
}

async function post(path: string, body: Record<string, unknown>) {
  return (await call(t.app, 'POST', path, { token: admin, body })).body;
}

async function one(sql: string, tag: string): Promise<{ id: string; html: string | null }> {
  const rows = await t.db.query<{ id: string; html: string | null }>(sql, [tag]);
  if (!rows[0]) throw new Error(`no row for ${tag}`);
  return rows[0];
}

async function servedById(path: string, id: string, key: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/jeecg-boot${path}?id=${encodeURIComponent(id)}`,
    headers: { 'x-access-token': admin },
  });
  const result = (res.json() as { result: Record<string, unknown> | null }).result;
  return { contentType: String(res.headers['content-type']), html: (result?.[key] as string | null) ?? null };
}

const FIELDS: RichField[] = [
  {
    name: '系统通告 msgContent',
    add: (tag, html) =>
      post('/sys/annountCement/add', {
        titile: tag,
        msgContent: html,
        msgCategory: '1',
        priority: 'L',
        msgType: 'ALL',
      }),
    stored: async (tag) =>
      (await one('SELECT id, msg_content AS html FROM sys_announcement WHERE titile = $1', tag)).html,
    served: async (tag) =>
      servedById(
        '/sys/annountCement/queryById',
        (await one('SELECT id FROM sys_announcement WHERE titile = $1', tag)).id,
        'msgContent',
      ),
  },
  {
    name: '资讯 content',
    add: (tag, html) => post('/cwxt/news/add', { title: tag, category: 'policy', content: html }),
    stored: async (tag) => (await one('SELECT id, content AS html FROM biz_news WHERE title = $1', tag)).html,
    served: async (tag) =>
      servedById(
        '/cwxt/news/queryById',
        (await one('SELECT id FROM biz_news WHERE title = $1', tag)).id,
        'content',
      ),
  },
  {
    name: '通知 content',
    add: (tag, html) =>
      post('/cwxt/notice/add', {
        noticeType: 'notice',
        title: tag,
        content: html,
        replyDeadline: '2099-12-31',
        targetAll: true,
      }),
    stored: async (tag) =>
      (await one('SELECT id, content AS html FROM biz_notice WHERE title = $1', tag)).html,
    served: async (tag) =>
      servedById(
        '/cwxt/notice/queryById',
        (await one('SELECT id FROM biz_notice WHERE title = $1', tag)).id,
        'content',
      ),
  },
  {
    name: '消息模板 templateContent',
    add: (tag, html) =>
      post('/sys/message/sysMessageTemplate/add', {
        templateCode: tag,
        templateName: tag,
        templateType: '2',
        templateContent: html,
      }),
    stored: async (tag) =>
      (await one('SELECT id, template_content AS html FROM sys_sms_template WHERE template_code = $1', tag))
        .html,
    served: async (tag) =>
      servedById(
        '/sys/message/sysMessageTemplate/queryById',
        (await one('SELECT id FROM sys_sms_template WHERE template_code = $1', tag)).id,
        'templateContent',
      ),
  },
];

describe('XSS in rich-text fields', () => {
  it('the detector sees the attacks in the raw payloads (so a sanitiser that did nothing would fail)', () => {
    const flagged = XSS_PAYLOADS.filter((p) => dangerousParts(p).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(XSS_PAYLOADS.length - 3);
  });

  for (const [f, field] of FIELDS.entries()) {
    it(`${field.name}: every shape is stored and served neutralised, as JSON`, async () => {
      let accepted = 0;
      for (const [i, payload] of XSS_PAYLOADS.entries()) {
        const tag = `xss_${f}_${i}`;
        const res = await field.add(tag, `<p>正文</p>${payload}`);
        // A refusal is as good as neutralisation; an accepted write must be clean.
        if (!res.success) {
          expect(res.message, payload).toMatch(/[\u4e00-\u9fa5]/);
          continue;
        }
        accepted += 1;
        const stored = (await field.stored(tag)) ?? '';
        expect(dangerousParts(stored), `${field.name} stored ${payload} → ${stored}`).toEqual([]);
        expect(stored, payload).not.toMatch(/<\s*script|javascript:|vbscript:|expression\(/i);
        const served = await field.served(tag);
        expect(served.contentType, payload).toMatch(/^application\/json/);
        expect(dangerousParts(served.html ?? ''), `${field.name} served ${payload}`).toEqual([]);
      }
      // The corpus must actually reach the sanitiser, not bounce off the validation.
      expect(accepted, field.name).toBe(XSS_PAYLOADS.length);
    });
  }

  it('keeps the harmless formatting (the sanitiser is an allowlist, not a text stripper)', async () => {
    const html =
      '<p><strong>加粗</strong><a href="https://example.com/a">链接</a><img src="/sys/common/static/a/b.png"></p>';
    await FIELDS[1]!.add('xss_keep', html);
    const stored = (await FIELDS[1]!.stored('xss_keep')) ?? '';
    expect(stored).toContain('<strong>加粗</strong>');
    expect(stored).toContain('href="https://example.com/a"');
    expect(stored).toContain('src="/sys/common/static/a/b.png"');
  });
});
