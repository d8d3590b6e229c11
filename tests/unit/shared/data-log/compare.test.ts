import { describe, expect, it } from 'vitest';
import { columnTitle, compareVersions } from '../../../../src/shared/domain/resources/data-log';
import { versionContent } from '../../../../server/lib/data-log/record-version';

describe('数据日志 versions', () => {
  it('stores a row without secret columns, keys sorted', () => {
    const text = versionContent({ username: 'a', password: 'h', salt: 's', realname: '甲', api_token: 't' });
    expect(text).toBe('{"realname":"甲","username":"a"}');
  });

  it('compares two versions column by column, flagging the changed ones', () => {
    const rows = compareVersions(
      'sys_position',
      '{"code":"e","name":"工程师","post_rank":"3"}',
      '{"code":"e","name":"高级工程师","post_rank":"3","memo":{"a":1}}',
    );
    expect(rows).toEqual([
      { column: 'code', title: '职务编码', a: 'e', b: 'e', changed: false },
      { column: 'name', title: '职务名称', a: '工程师', b: '高级工程师', changed: true },
      {
        column: 'post_rank',
        title: columnTitle('sys_position', 'post_rank'),
        a: '3',
        b: '3',
        changed: false,
      },
      { column: 'memo', title: 'memo', a: '', b: '{"a":1}', changed: true },
    ]);
  });

  it('reads a damaged version as empty instead of failing', () => {
    expect(compareVersions('sys_user', 'not json', '{"x":null}')).toEqual([
      { column: 'x', title: 'x', a: '', b: '', changed: false },
    ]);
  });
});
