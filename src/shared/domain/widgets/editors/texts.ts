/** Editor texts the spec does not quote (decided here, Chinese like the rest); both shells use them. */
export const EDITOR_TEXTS = {
  markdownLabel: 'Markdown编辑器',
  richTextLabel: '富文本编辑器',
  codeLabel: '代码编辑器',
  loading: '编辑器加载中...',
  loadFailed: '编辑器加载失败，请刷新页面重试',
  languageFailed: '语法高亮加载失败，仍可编辑',
} as const;
