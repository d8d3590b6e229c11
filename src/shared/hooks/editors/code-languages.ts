import type { Extension } from '@codemirror/state';
import { codeLanguageSource, type CodeMode } from '../../domain/widgets/editors/code';

/**
 * One dynamic import per mode (spec 002 §2 "Code editor": each language loads on demand), so a
 * page with a SQL editor never downloads the Python grammar. Results are cached per mode.
 */
const cache = new Map<CodeMode, Promise<Extension>>();

async function legacy(name: 'objectiveC' | 'r' | 'shell' | 'swift'): Promise<Extension> {
  const { StreamLanguage } = await import('@codemirror/language');
  switch (name) {
    case 'objectiveC':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/clike')).objectiveC);
    case 'r':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/r')).r);
    case 'shell':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell);
    case 'swift':
      return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/swift')).swift);
  }
}

async function load(mode: CodeMode): Promise<Extension> {
  const source = codeLanguageSource(mode);
  if (source.kind === 'legacy') return legacy(source.name);
  switch (source.name) {
    case 'css':
      return (await import('@codemirror/lang-css')).css();
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript({ jsx: true, typescript: true });
    case 'html':
      return (await import('@codemirror/lang-html')).html();
    case 'java':
      return (await import('@codemirror/lang-java')).java();
    case 'python':
      return (await import('@codemirror/lang-python')).python();
    case 'sql':
      return (await import('@codemirror/lang-sql')).sql();
    case 'vue':
      return (await import('@codemirror/lang-vue')).vue();
    case 'markdown':
      return (await import('@codemirror/lang-markdown')).markdown();
  }
}

export function loadCodeLanguage(mode: CodeMode): Promise<Extension> {
  let pending = cache.get(mode);
  if (!pending) {
    pending = load(mode);
    // A failed chunk load may succeed on the next try (flaky network): do not cache the failure.
    pending.catch(() => cache.delete(mode));
    cache.set(mode, pending);
  }
  return pending;
}
