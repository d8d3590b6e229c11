import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_FONT_SIZES,
  RICH_TEXT_HEIGHT,
  RICH_TEXT_LINE_HEIGHTS,
  RICH_TEXT_PLUGINS,
  RICH_TEXT_TOOLBAR,
  RICH_TEXT_MOBILE_TOOLBAR,
  tinymceList,
} from '../../../../../src/shared/domain/widgets/editors/rich-text';
import {
  CODE_MODES,
  CODE_TAB_SIZE,
  codeEditorHeight,
  codeEditorLabel,
  codeLanguageSource,
  isCodeMode,
  normalizeCodeMode,
} from '../../../../../src/shared/domain/widgets/editors/code';
import {
  TINYMCE_LANGUAGE,
  TINYMCE_ZH_CN,
} from '../../../../../src/shared/domain/widgets/editors/tinymce-zh-cn';

describe('rich text constants (spec 002 §2, §9)', () => {
  it('height 600, font sizes from 12 to 72 px, the nine line heights', () => {
    expect(RICH_TEXT_HEIGHT).toBe(600);
    expect(RICH_TEXT_FONT_SIZES[0]).toBe('12px');
    expect(RICH_TEXT_FONT_SIZES.at(-1)).toBe('72px');
    const px = RICH_TEXT_FONT_SIZES.map((s) => parseInt(s, 10));
    expect([...px].sort((a, b) => a - b)).toEqual(px);
    expect(px.every((n) => n >= 12 && n <= 72)).toBe(true);
    expect(tinymceList(RICH_TEXT_LINE_HEIGHTS)).toBe('1 1.5 1.6 1.75 1.8 2 3 4 5');
  });

  it('every toolbar button comes from core or a bundled plugin', () => {
    const pluginButtons: Record<string, string> = {
      link: 'link',
      image: 'image',
      table: 'table',
      code: 'code',
      preview: 'preview',
      fullscreen: 'fullscreen',
      bullist: 'lists',
      numlist: 'lists',
    };
    for (const toolbar of [RICH_TEXT_TOOLBAR, RICH_TEXT_MOBILE_TOOLBAR]) {
      for (const button of toolbar.split(/[\s|]+/).filter(Boolean)) {
        const plugin = pluginButtons[button];
        if (plugin) expect(RICH_TEXT_PLUGINS).toContain(plugin);
      }
      expect(toolbar).toContain('fontsize');
      expect(toolbar).toContain('lineheight');
      expect(toolbar).toContain('image');
    }
  });

  it('has Chinese texts for the toolbar it shows', () => {
    expect(TINYMCE_LANGUAGE).toBe('zh_CN');
    for (const key of [
      'Bold',
      'Insert/edit image',
      'Line height',
      'Font sizes',
      'Upload',
      'Cancel',
      'Save',
    ]) {
      expect(TINYMCE_ZH_CN[key]).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('code modes (spec 002 §2)', () => {
  it('tab size 2 and the twelve modes', () => {
    expect(CODE_TAB_SIZE).toBe(2);
    expect([...CODE_MODES]).toEqual([
      'css',
      'javascript',
      'html',
      'java',
      'objective-c',
      'python',
      'r',
      'shell',
      'sql',
      'swift',
      'vue',
      'markdown',
    ]);
  });

  it('maps each mode to a language package or a legacy mode', () => {
    expect(codeLanguageSource('sql')).toEqual({ kind: 'package', name: 'sql' });
    expect(codeLanguageSource('objective-c')).toEqual({ kind: 'legacy', name: 'objectiveC' });
    for (const mode of ['r', 'shell', 'swift'] as const) expect(codeLanguageSource(mode).kind).toBe('legacy');
    for (const mode of CODE_MODES) expect(codeLanguageSource(mode)).toBeDefined();
  });

  it('normalises names and aliases; unknown is plain text', () => {
    expect(normalizeCodeMode('SQL')).toBe('sql');
    expect(normalizeCodeMode(' js ')).toBe('javascript');
    expect(normalizeCodeMode('text/x-java')).toBe('java');
    expect(normalizeCodeMode('bash')).toBe('shell');
    expect(normalizeCodeMode('cobol')).toBeNull();
    expect(normalizeCodeMode(undefined)).toBeNull();
    expect(isCodeMode('vue')).toBe(true);
    expect(isCodeMode('js')).toBe(false);
    expect(codeEditorLabel('python')).toBe('代码编辑器（python）');
    expect(codeEditorLabel(null)).toBe('代码编辑器');
  });

  it('a number height is pixels, a CSS height is kept, none is the shell default', () => {
    expect(codeEditorHeight(180, '300px')).toBe('180px');
    expect(codeEditorHeight('50vh', '300px')).toBe('50vh');
    expect(codeEditorHeight(undefined, '240px')).toBe('240px');
  });
});
