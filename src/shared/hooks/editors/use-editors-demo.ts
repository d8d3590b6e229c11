import { useState } from 'react';
import { EDITORS_DEMO } from '../../domain/examples/editors-demo';

/** The 编辑器 demo tab's state on both shells: each editor's value, the code mode, 只读. */
export function useEditorsDemo() {
  const [markdown, setMarkdown] = useState(EDITORS_DEMO.markdown);
  const [html, setHtml] = useState(EDITORS_DEMO.html);
  const [code, setCode] = useState(EDITORS_DEMO.code);
  const [mode, setMode] = useState(EDITORS_DEMO.mode);
  const [readOnly, setReadOnly] = useState(false);
  return { markdown, setMarkdown, html, setHtml, code, setCode, mode, setMode, readOnly, setReadOnly };
}
