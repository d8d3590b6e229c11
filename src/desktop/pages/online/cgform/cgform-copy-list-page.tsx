import type { ViewProps } from '../../../../shared/router/view-by-key';
import { CopyListView } from './copy-list-view';

/** 复制表单列表 ('modules/online/cgform/OnlCgformCopyList'). */
export default function CgformCopyListPage(_props: ViewProps) {
  return <CopyListView />;
}
