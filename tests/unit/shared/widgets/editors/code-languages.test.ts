import { describe, expect, it } from 'vitest';
import { EditorState } from '@codemirror/state';
import { syntaxTree } from '@codemirror/language';
import { CODE_MODES } from '../../../../../src/shared/domain/widgets/editors/code';
import { loadCodeLanguage } from '../../../../../src/shared/hooks/editors/code-languages';

const SAMPLES: Record<(typeof CODE_MODES)[number], string> = {
  css: 'a { color: red; }',
  javascript: 'const a = 1;',
  html: '<p>a</p>',
  java: 'class A {}',
  'objective-c': '@interface A : NSObject\n@end',
  python: 'def a():\n  return 1',
  r: 'a <- c(1, 2)',
  shell: 'echo "$HOME"',
  sql: 'select 1 from dual',
  swift: 'let a = 1',
  vue: '<template><div/></template>',
  markdown: '# a',
};

describe('code languages load on demand', { timeout: 60_000 }, () => {
  it.each(CODE_MODES)('%s gives a language that parses its sample', async (mode) => {
    const language = await loadCodeLanguage(mode);
    const state = EditorState.create({ doc: SAMPLES[mode], extensions: [language] });
    const tree = syntaxTree(state);
    // A plain-text state has an empty tree; a language gives nodes over the document.
    expect(tree.length).toBeGreaterThan(0);
  });

  it('caches one load per mode', () => {
    expect(loadCodeLanguage('sql')).toBe(loadCodeLanguage('sql'));
  });
});
