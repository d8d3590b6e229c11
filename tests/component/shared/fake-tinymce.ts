import { vi } from 'vitest';
import type { RawEditorOptions } from 'tinymce';
import { RICH_TEXT_PLUGINS } from '../../../src/shared/domain/widgets/editors/rich-text';

/**
 * A stand-in for TinyMCE's core (jsdom cannot run its iframe editor). It keeps the settings each
 * init received, runs `setup` with an editor that stores HTML, and fires `init` like TinyMCE does
 * (asynchronously). Everything around it — our settings, value sync, upload handler, reload — is real.
 */
export interface FakeEditor {
  settings: RawEditorOptions;
  content: string;
  mode: { current: string; set(mode: string): void };
  removed: boolean;
  getContent(): string;
  setContent(html: string): void;
  on(events: string, fn: () => void): void;
  remove(): void;
  /** What a user edit does: change the content, then fire `input`. */
  type(html: string): void;
}

export interface FakeTinymce {
  editors: FakeEditor[];
  added: Record<string, Record<string, string>>;
  init(settings: RawEditorOptions): Promise<FakeEditor[]>;
  addI18n(code: string, items: Record<string, string>): void;
}

export function createFakeTinymce(): FakeTinymce {
  const fake: FakeTinymce = {
    editors: [],
    added: {},
    addI18n(code, items) {
      fake.added[code] = { ...fake.added[code], ...items };
    },
    async init(settings) {
      const handlers = new Map<string, (() => void)[]>();
      const fire = (name: string) => handlers.get(name)?.forEach((fn) => fn());
      const target = settings.target as HTMLTextAreaElement | undefined;
      const editor: FakeEditor = {
        settings,
        content: target?.value ?? '',
        removed: false,
        mode: {
          current: settings.readonly ? 'readonly' : 'design',
          set(mode) {
            editor.mode.current = mode;
          },
        },
        getContent: () => editor.content,
        setContent(html) {
          editor.content = html;
        },
        on(events, fn) {
          for (const name of events.split(/\s+/)) handlers.set(name, [...(handlers.get(name) ?? []), fn]);
        },
        remove() {
          editor.removed = true;
        },
        type(html) {
          editor.content = html;
          fire('input');
        },
      };
      fake.editors.push(editor);
      settings.setup?.(editor as never);
      await Promise.resolve();
      fire('init');
      return [editor];
    },
  };
  return fake;
}

/** TinyMCE's BlobInfo for an image the user pasted or picked. */
export function blobInfo(file: File, base64: string) {
  return {
    id: () => 'blobid0',
    name: () => file.name.replace(/\.\w+$/, ''),
    filename: () => file.name,
    blob: () => file,
    base64: () => base64,
    blobUri: () => 'blob:fake/0',
    uri: () => undefined,
  };
}

/**
 * Empties TinyMCE's side modules that tinymce-loader.ts imports (model, theme, icons, skins and the
 * plugins of RICH_TEXT_PLUGINS): they only register into the real core, which the fake replaces.
 * Call at a test file's top level, before the editor module is imported.
 */
export function mockTinymceSideModules(): void {
  const side = [
    'models/dom',
    'themes/silver',
    'icons/default',
    'skins/ui/oxide/skin.js',
    'skins/ui/oxide/content.js',
    'skins/content/default/content.js',
    ...RICH_TEXT_PLUGINS.map((plugin) => `plugins/${plugin}`),
  ];
  for (const module of side) vi.doMock(`tinymce/${module}`, () => ({}));
}
