import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_DICT } from '../../server/modules/dict/registry';
import type { Envelope } from '../server/support/helpers';
import { login } from '../server/support/helpers';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import {
  attack,
  expectRefused,
  expectRefusedOrNeutral,
  IDENTIFIER_SHAPES,
  rowsOf,
  VALUE_SHAPES,
  type Shape,
} from './support/injection-shapes';

// Dictionary codes, tree-data parameters, categories, duplicate check, fill and check rule codes.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
});
afterAll(() => t.close());

const seg = (v: string) => encodeURIComponent(v);
const empty = (b: Envelope) => rowsOf(b.result).length === 0;
/** The security rule, the code format message, or a schema refusal (too long). */
const DICT_REFUSAL = new RegExp(
  `^(${FORBIDDEN_DICT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|字典Code格式不正确！|字典Code不能为空!|请求参数不正确)`,
);

/** Table-dictionary codes with the shape in every part: table, text, code and condition. */
function dictCodes(shape: Shape): Array<[string, string]> {
  return [
    ['table', `${shape.value},realname,username`],
    ['text', `sys_user,${shape.value},username`],
    ['code', `sys_user,realname,${shape.value}`],
    ['condition', `sys_user,realname,username,${shape.value}`],
    ['plain', shape.value],
  ];
}

async function withNoChange(label: string, run: () => Promise<void>): Promise<void> {
  const before = await fingerprint(t.db);
  await run();
  expectUnchanged(before, await fingerprint(t.db), label);
}

describe('SQL injection through dictionary codes', () => {
  it('gives nothing for any shaped code on getDictItems, loadDict and loadDictOrderByValue', async () => {
    await withNoChange('dict items', async () => {
      for (const shape of IDENTIFIER_SHAPES) {
        for (const [part, code] of dictCodes(shape)) {
          for (const route of ['getDictItems', 'loadDict', 'loadDictOrderByValue']) {
            const r = await attack(t.app, 'GET', `/sys/dict/${route}/${seg(code)}`, {
              token,
              label: `${route} ${part}=${shape.name}`,
            });
            expectRefusedOrNeutral(r, empty);
          }
        }
      }
    });
  });

  it('binds keyword and refuses its [orderby:…] suffix unless it names the triple’s column', async () => {
    await withNoChange('loadDict keyword', async () => {
      for (const shape of IDENTIFIER_SHAPES) {
        for (const keyword of [
          shape.value,
          `a[orderby:${shape.value},asc]`,
          `a[orderby:realname,${shape.value}]`,
        ]) {
          const r = await attack(t.app, 'GET', `/sys/dict/loadDict/${seg('sys_user,realname,username')}`, {
            token,
            query: { keyword, pageSize: '10' },
            label: `loadDict keyword=${shape.name} (${keyword.slice(0, 20)})`,
          });
          expectRefusedOrNeutral(r, empty);
        }
      }
    });
  });

  it('answers loadDictItem and getDictText without running any shape', async () => {
    await withNoChange('dict text', async () => {
      for (const shape of IDENTIFIER_SHAPES) {
        for (const [part, code] of dictCodes(shape)) {
          const item = await attack(t.app, 'GET', `/sys/dict/loadDictItem/${seg(code)}`, {
            token,
            query: { key: 'admin' },
            label: `loadDictItem ${part}=${shape.name}`,
          });
          expectRefusedOrNeutral(item, (b) => rowsOf(b.result).every((v) => v === '' || v === 'admin'));
          const text = await attack(t.app, 'GET', `/sys/dict/getDictText/${seg(code)}/admin`, {
            token,
            label: `getDictText ${part}=${shape.name}`,
          });
          expectRefusedOrNeutral(text, (b) => b.result === '' || b.result === null || b.result === 'admin');
        }
        // The shape as the key of a registered dictionary: a bound value that matches nothing.
        const key = await attack(
          t.app,
          'GET',
          `/sys/dict/loadDictItem/${seg('sys_user,realname,username')}`,
          {
            token,
            query: { key: shape.value },
            label: `loadDictItem key=${shape.name}`,
          },
        );
        expectRefusedOrNeutral(key, (b) =>
          rowsOf(b.result).every((v) => typeof v === 'string' && !v.includes('管理员')),
        );
      }
    });
  });
});

describe('SQL injection through tree data', () => {
  const tree = {
    tableName: 'sys_category',
    text: 'name',
    code: 'id',
    pidField: 'pid',
    hasChildField: 'has_child',
  };

  it('refuses every shape in every identifier of loadTreeData', async () => {
    await withNoChange('loadTreeData names', async () => {
      for (const shape of IDENTIFIER_SHAPES) {
        for (const param of ['tableName', 'text', 'code', 'pidField', 'hasChildField'] as const) {
          const r = await attack(t.app, 'GET', '/sys/dict/loadTreeData', {
            token,
            query: { ...tree, [param]: shape.value },
            label: `loadTreeData ${param}=${shape.name}`,
          });
          expectRefused(r, DICT_REFUSAL);
        }
      }
    });
  });

  it('refuses shaped condition keys and binds condition values and pid', async () => {
    await withNoChange('loadTreeData condition', async () => {
      for (const shape of IDENTIFIER_SHAPES) {
        const cases: Array<[string, Record<string, string>]> = [
          ['condition key', { condition: JSON.stringify({ [shape.value]: '1' }) }],
          ['condition raw', { condition: shape.value }],
          ['condition value', { condition: JSON.stringify({ name: shape.value }) }],
          ['pid', { pid: shape.value }],
        ];
        for (const [kind, extra] of cases) {
          const r = await attack(t.app, 'GET', '/sys/dict/loadTreeData', {
            token,
            query: { ...tree, ...extra },
            label: `loadTreeData ${kind}=${shape.name}`,
          });
          expectRefusedOrNeutral(r, empty);
        }
      }
    });
  });

  it('binds every shape in the category tree and its pickers', async () => {
    await withNoChange('category', async () => {
      for (const shape of VALUE_SHAPES) {
        const calls: Array<[string, Record<string, string>]> = [
          ['/sys/category/loadTreeData', { pcode: shape.value }],
          ['/sys/category/loadTreeData', { pcode: '', condition: JSON.stringify({ [shape.value]: '1' }) }],
          ['/sys/category/loadTreeData', { pcode: '', condition: JSON.stringify({ code: shape.value }) }],
          ['/sys/category/loadTreeData', { pcode: '', condition: shape.value }],
          ['/sys/category/loadTreeRoot', { async: 'true', pcode: shape.value }],
          ['/sys/category/loadTreeChildren', { pid: shape.value }],
          ['/sys/category/loadOne', { field: shape.value, val: '1' }],
          ['/sys/category/loadOne', { field: 'code', val: shape.value }],
          ['/sys/category/loadDictItem/', { ids: shape.value }],
          ['/sys/category/childList', { pid: shape.value }],
        ];
        for (const [path, query] of calls) {
          const r = await attack(t.app, 'GET', path, { token, query, label: `${path} ${shape.name}` });
          expectRefusedOrNeutral(
            r,
            (b) => b.result === null || rowsOf(b.result).every((v) => typeof v !== 'string' || v === ''),
          );
        }
      }
    });
  });
});

describe('SQL injection through the duplicate check', () => {
  it('refuses shaped table and field names and binds the value and the id', async () => {
    await withNoChange('duplicate', async () => {
      for (const shape of IDENTIFIER_SHAPES) {
        for (const [kind, query] of [
          ['tableName', { tableName: shape.value, fieldName: 'username', fieldVal: 'admin' }],
          ['fieldName', { tableName: 'sys_user', fieldName: shape.value, fieldVal: 'admin' }],
        ] as const) {
          const r = await attack(t.app, 'GET', '/sys/duplicate/check', {
            token,
            query,
            label: `${kind}=${shape.name}`,
          });
          expectRefused(r, DICT_REFUSAL);
        }
        // dataId is at most 32 characters: the long shapes are refused by the schema.
        const r = await attack(t.app, 'GET', '/sys/duplicate/check', {
          token,
          query: { tableName: 'sys_user', fieldName: 'username', fieldVal: shape.value, dataId: shape.value },
          label: `fieldVal/dataId=${shape.name}`,
        });
        expectSafeValueAnswer(r.body, r.label);
      }
    });
  });
});

/** A bound value that matches no username: "available", or a schema refusal of a too-long value. */
function expectSafeValueAnswer(body: Envelope, label: string): void {
  expect(
    ['该值可用！', '请求参数不正确', '请求参数不正确：dataId', '请求参数不正确：fieldVal'],
    label,
  ).toContain(body.message);
}

describe('SQL injection through fill rule and check rule codes', () => {
  it('finds no rule for any shaped code and runs none', async () => {
    await withNoChange('rules', async () => {
      for (const shape of IDENTIFIER_SHAPES) {
        const exec = await attack(t.app, 'PUT', `/sys/fillRule/executeRuleByCode/${seg(shape.value)}`, {
          token,
          body: {},
          label: `executeRuleByCode ${shape.name}`,
        });
        expectRefusedOrNeutral(exec, (b) => b.result === null || b.result === '');
        const batch = await attack(t.app, 'PUT', '/sys/fillRule/executeRuleByCodeBatch', {
          token,
          body: { commonFormData: {}, rules: [{ ruleCode: shape.value, formData: {} }] },
          label: `executeRuleByCodeBatch ${shape.name}`,
        });
        expectRefused(batch);
        const test = await attack(t.app, 'GET', '/sys/fillRule/testFillRule', {
          token,
          query: { ruleCode: shape.value },
          label: `testFillRule ${shape.name}`,
        });
        expectRefused(test);
        const check = await attack(t.app, 'GET', '/sys/checkRule/checkByCode', {
          token,
          query: { ruleCode: shape.value, value: shape.value },
          label: `checkByCode ${shape.name}`,
        });
        expectRefused(check);
      }
    });
  });
});
