import type { RpColumnsResult, QueryInfoItem } from '../../../../src/shared/domain/widgets/popup-report/wire';

/** A small department tree as /sys/sysDepart/queryTreeList answers it. */
export const DEPART_TREE = [
  {
    key: 'a',
    value: 'a',
    id: 'a',
    title: '总公司',
    departName: '总公司',
    orgCode: 'A01',
    children: [
      {
        key: 'a1',
        value: 'a1',
        id: 'a1',
        title: '营销部',
        departName: '营销部',
        orgCode: 'A01A01',
        isLeaf: true,
      },
      {
        key: 'a2',
        value: 'a2',
        id: 'a2',
        title: '调度中心',
        departName: '调度中心',
        orgCode: 'A01A02',
        isLeaf: true,
      },
    ],
  },
  { key: 'b', value: 'b', id: 'b', title: '电厂', departName: '电厂', orgCode: 'A02', isLeaf: true },
];

export const RP_COLUMNS: RpColumnsResult = {
  cgRpConfigId: 'head1',
  cgRpConfigName: '用户选择',
  columns: [
    {
      title: '用户账号',
      dataIndex: 'username',
      fieldType: 'String',
      align: 'center',
      sorter: 'true',
      isTotal: '0',
      groupTitle: null,
    },
    {
      title: '用户姓名',
      dataIndex: 'realname',
      fieldType: 'String',
      align: 'center',
      sorter: 'false',
      isTotal: '0',
      groupTitle: null,
    },
    {
      title: '性别',
      dataIndex: 'sex',
      fieldType: 'String',
      align: 'center',
      sorter: 'true',
      isTotal: '0',
      groupTitle: null,
      customRender: 'sex',
    },
  ],
  dictOptions: {
    sex: [
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ],
  },
  fieldHrefSlots: [],
  isGroupTitle: false,
};

export const QUERY_INFO: QueryInfoItem[] = [
  { field: 'username', label: '用户账号', view: 'string', mode: 'single' },
  { field: 'realname', label: '用户姓名', view: 'string', mode: 'single' },
  { field: 'sex', label: '性别', view: 'list', mode: 'single', hidden: '1', dictCode: 'sex' },
  { field: 'birthday', label: '生日', view: 'date', mode: 'group', hidden: '1' },
];

export const USERS = [
  { id: 'u1', username: 'alice', realname: '爱丽丝', sex: '2' },
  { id: 'u2', username: 'bob', realname: '鲍勃', sex: '1' },
  { id: 'u3', username: 'carol', realname: '卡罗尔', sex: '2' },
];

export interface SeenRequest {
  url: string;
  params: Record<string, string>;
}

/** Answers requests at the shared axios adapter by url; records url and params. Unrouted → 404. */
export async function fakeNetwork(answer: (req: SeenRequest) => unknown) {
  const { setHttpAdapter } = await import('../../../../src/shared/api/http');
  const seen: SeenRequest[] = [];
  setHttpAdapter(async (config) => {
    const req = { url: config.url ?? '', params: { ...(config.params as Record<string, string>) } };
    seen.push(req);
    const body = answer(req) ?? { success: false, code: 404, message: 'not found', result: null };
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  });
  return { seen, restore: () => setHttpAdapter(undefined) };
}

export const okBody = <T>(result: T) => ({ success: true, code: 200, message: '', result, timestamp: 0 });
export const failBody = (message: string) => ({
  success: false,
  code: 500,
  message,
  result: null,
  timestamp: 0,
});
