import { useEffect, useRef, useState } from 'react';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { CODE_TAB_SIZE, type CodeMode } from '../../domain/widgets/editors/code';
import { loadCodeLanguage } from './code-languages';

/** Marks the transactions that apply the controlled value. */
const fromProps = Annotation.define<boolean>();

export interface CodeMirrorOptions {
  value: string;
  onChange?: (value: string) => void;
  mode: CodeMode | null;
  readOnly: boolean;
  /** Accessible name of the editable area. */
  label: string;
  /** CSS height of the editor (scrolls inside). */
  height?: string;
  /** Soft-wrap long lines (the phone: no horizontal scrolling on a narrow screen). */
  lineWrapping?: boolean;
}

export interface CodeMirrorHandle {
  /** Attach to an empty element: CodeMirror owns its children. */
  containerRef: React.RefObject<HTMLDivElement | null>;
  /** The mode whose language is active (null while loading or for plain text). */
  loadedMode: CodeMode | null;
  languageError: boolean;
}

/**
 * CodeMirror 6 as a controlled value (tab size 2, spec 002 §2). The view is created once; value,
 * mode, read-only and label changes are applied through compartments, never by re-creating it,
 * so the cursor and undo history survive re-renders. onChange fires for user edits only.
 */
export function useCodeMirror(options: CodeMirrorOptions): CodeMirrorHandle {
  const { value, mode, readOnly, label, height } = options;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(options.onChange);
  const compartments = useRef({
    language: new Compartment(),
    readOnly: new Compartment(),
    attrs: new Compartment(),
    theme: new Compartment(),
  });
  const [loadedMode, setLoadedMode] = useState<CodeMode | null>(null);
  const [languageError, setLanguageError] = useState(false);

  useEffect(() => {
    onChangeRef.current = options.onChange;
  });

  // Create the view once; the first value/options come from the render that mounted it.
  const initial = useRef({ value, readOnly, label, height, wrap: options.lineWrapping ?? false });
  useEffect(() => {
    const parent = containerRef.current;
    if (!parent) return undefined;
    const c = compartments.current;
    const first = initial.current;
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: first.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorState.tabSize.of(CODE_TAB_SIZE),
          indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
          c.language.of([]),
          c.readOnly.of(readOnlyExtensions(first.readOnly)),
          c.attrs.of(attributes(first.label)),
          c.theme.of(heightTheme(first.height)),
          first.wrap ? EditorView.lineWrapping : [],
          EditorView.updateListener.of((update) => {
            // A value applied from props is not an edit: onChange would echo it back.
            if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromProps))) return;
            onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  // Controlled value: replace the document only when it differs (keeps the cursor while typing).
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({
      changes: { from: 0, to: current.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure(readOnlyExtensions(readOnly)),
    });
  }, [readOnly]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.attrs.reconfigure(attributes(label)) });
  }, [label]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.theme.reconfigure(heightTheme(height)) });
  }, [height]);

  useEffect(() => {
    let cancelled = false;
    const apply = (ext: Extension, loaded: CodeMode | null) => {
      viewRef.current?.dispatch({ effects: compartments.current.language.reconfigure(ext) });
      setLoadedMode(loaded);
    };
    setLanguageError(false);
    if (!mode) {
      apply([], null);
      return undefined;
    }
    loadCodeLanguage(mode).then(
      (ext) => {
        if (!cancelled) apply(ext, mode);
      },
      () => {
        // The text stays editable without highlighting; the wrapper shows a hint.
        if (!cancelled) setLanguageError(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mode]);

  return { containerRef, loadedMode, languageError };
}

type Extension = Parameters<Compartment['of']>[0];

function readOnlyExtensions(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}

function attributes(label: string): Extension {
  return EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' });
}

function heightTheme(height: string | undefined): Extension {
  if (!height) return [];
  return EditorView.theme({ '&': { height }, '.cm-scroller': { overflow: 'auto' } });
}
