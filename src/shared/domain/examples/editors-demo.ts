import { CODE_MODES, type CodeMode } from '../widgets/editors/code';

/** The 编辑器 tab's starting values, the same on both shells. */
export const EDITORS_DEMO: { markdown: string; html: string; code: string; mode: CodeMode } = {
  markdown: '# 厂网协同\n\n点击工具栏的图片按钮可以**上传图片**。',
  html: '<p>富文本<strong>示例</strong></p>',
  code: 'select id, plant_name\nfrom cwxt_plant\nwhere status = 1;',
  mode: 'sql',
};

/** The 代码语言 choices: every code editor mode, named as itself. */
export const CODE_MODE_OPTIONS = CODE_MODES.map((m) => ({ value: m, label: m }));
