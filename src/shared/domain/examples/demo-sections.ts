/**
 * The 组件示例 tabs, in order: one per widget family. Both shells list these keys and titles and
 * map each key to their own lazily loaded section, so the two pages always show the same tabs.
 */
export const DEMO_SECTION_TITLES = [
  { key: 'grid', title: '可编辑表格' },
  { key: 'subtable', title: '子表与树表' },
  { key: 'cron', title: 'Cron表达式' },
  { key: 'inputs', title: '输入组件' },
  { key: 'dict', title: '字典选择' },
  { key: 'pickers', title: '人员角色职务' },
  { key: 'checks', title: '校验' },
  { key: 'upload', title: '上传' },
  { key: 'depart-popup', title: '部门与报表弹窗' },
  { key: 'editors', title: '编辑器' },
  { key: 'excel', title: 'Excel导入导出' },
] as const;

export type DemoSectionKey = (typeof DEMO_SECTION_TITLES)[number]['key'];

/** One tab of the page with the shell's component for it. */
export interface DemoSection<C> {
  key: DemoSectionKey;
  title: string;
  Component: C;
}

/** The tabs with each shell's component attached; a shell missing a key fails to compile. */
export function withDemoComponents<C>(components: Readonly<Record<DemoSectionKey, C>>): DemoSection<C>[] {
  return DEMO_SECTION_TITLES.map(({ key, title }) => ({ key, title, Component: components[key] }));
}
