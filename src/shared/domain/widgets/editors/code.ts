/**
 * Code editor modes of spec 002 §2 "Code editor". Pure: which package gives each mode's language;
 * the dynamic imports live in src/shared/hooks/editors/code-languages.ts.
 */

export const CODE_TAB_SIZE = 2;

export const CODE_MODES = [
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
] as const;

export type CodeMode = (typeof CODE_MODES)[number];

/**
 * Where a mode's language comes from: a CodeMirror 6 language package, or a CodeMirror 5 mode of
 * @codemirror/legacy-modes wrapped in a StreamLanguage (objective-c, r, shell, swift have no
 * CodeMirror 6 package).
 */
export type CodeLanguageSource =
  | { kind: 'package'; name: 'css' | 'javascript' | 'html' | 'java' | 'python' | 'sql' | 'vue' | 'markdown' }
  | { kind: 'legacy'; name: 'objectiveC' | 'r' | 'shell' | 'swift' };

const SOURCES: Record<CodeMode, CodeLanguageSource> = {
  css: { kind: 'package', name: 'css' },
  javascript: { kind: 'package', name: 'javascript' },
  html: { kind: 'package', name: 'html' },
  java: { kind: 'package', name: 'java' },
  'objective-c': { kind: 'legacy', name: 'objectiveC' },
  python: { kind: 'package', name: 'python' },
  r: { kind: 'legacy', name: 'r' },
  shell: { kind: 'legacy', name: 'shell' },
  sql: { kind: 'package', name: 'sql' },
  swift: { kind: 'legacy', name: 'swift' },
  vue: { kind: 'package', name: 'vue' },
  markdown: { kind: 'package', name: 'markdown' },
};

/** Names pages may pass for a mode (CodeMirror 5 MIME-ish aliases of the original component). */
const ALIASES: Record<string, CodeMode> = {
  js: 'javascript',
  'text/javascript': 'javascript',
  'text/css': 'css',
  'text/html': 'html',
  htmlmixed: 'html',
  'text/x-java': 'java',
  'text/x-objectivec': 'objective-c',
  objectivec: 'objective-c',
  'text/x-python': 'python',
  py: 'python',
  'text/x-rsrc': 'r',
  'text/x-sh': 'shell',
  sh: 'shell',
  bash: 'shell',
  'text/x-sql': 'sql',
  'text/x-swift': 'swift',
  'text/x-vue': 'vue',
  'text/x-markdown': 'markdown',
  md: 'markdown',
};

export function isCodeMode(value: unknown): value is CodeMode {
  return typeof value === 'string' && (CODE_MODES as readonly string[]).includes(value);
}

/** The mode for a name (case-insensitive, aliases allowed), or null: plain text, no highlighting. */
export function normalizeCodeMode(name: string | null | undefined): CodeMode | null {
  const key = (name ?? '').trim().toLowerCase();
  if (isCodeMode(key)) return key;
  return ALIASES[key] ?? null;
}

export function codeLanguageSource(mode: CodeMode): CodeLanguageSource {
  return SOURCES[mode];
}

/** The accessible name of a code editor when the page gives none. */
export function codeEditorLabel(mode: CodeMode | null): string {
  return mode ? `代码编辑器（${mode}）` : '代码编辑器';
}

/** The code editor's CSS height: a number is pixels, nothing is the shell's default. */
export function codeEditorHeight(height: string | number | undefined, fallback: string): string {
  return typeof height === 'number' ? `${height}px` : (height ?? fallback);
}
