import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface DemoSection {
  key: string;
  title: string;
  Component: LazyExoticComponent<ComponentType>;
}

/** One tab per widget family; each loads only when its tab is opened. */
export const DEMO_SECTIONS: readonly DemoSection[] = [
  { key: 'grid', title: '可编辑表格', Component: lazy(() => import('./grid-demo')) },
  { key: 'cron', title: 'Cron表达式', Component: lazy(() => import('./cron-demo')) },
  { key: 'inputs', title: '输入组件', Component: lazy(() => import('./inputs-demo')) },
  { key: 'dict', title: '字典选择', Component: lazy(() => import('./dict-demo')) },
  { key: 'pickers', title: '人员角色职务', Component: lazy(() => import('./pickers-demo')) },
  { key: 'checks', title: '校验', Component: lazy(() => import('./checks-demo')) },
  { key: 'upload', title: '上传', Component: lazy(() => import('./upload-demo')) },
  { key: 'depart-popup', title: '部门与报表弹窗', Component: lazy(() => import('./depart-popup-demo')) },
  { key: 'editors', title: '编辑器', Component: lazy(() => import('./editors-demo')) },
  { key: 'excel', title: 'Excel导入导出', Component: lazy(() => import('./excel-demo')) },
];
