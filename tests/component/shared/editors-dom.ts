import { EditorView } from '@codemirror/view';

/**
 * jsdom has no layout: CodeMirror's measuring asks ranges for client rects, toast-ui for points. Empty rects are enough
 * for it to run; what depends on real geometry (cursor drawing, scrolling) only the browser covers.
 */
export function installLayoutStubs(): void {
  const proto = Range.prototype as unknown as {
    getClientRects?: () => DOMRectList;
    getBoundingClientRect?: () => DOMRect;
  };
  if (!proto.getClientRects) {
    proto.getClientRects = () => {
      const list = [] as unknown as DOMRectList & DOMRect[];
      (list as unknown as { item: (i: number) => DOMRect | null }).item = () => null;
      return list;
    };
  }
  if (!proto.getBoundingClientRect) proto.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  // toast-ui's preview scroll sync asks which node is under a point (a timer after edits).
  const doc = document as unknown as { elementFromPoint?: (x: number, y: number) => Element | null };
  if (!doc.elementFromPoint) doc.elementFromPoint = () => null;
}

/** The CodeMirror view behind an editable area found by its accessible name. */
export function codeViewOf(content: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no CodeMirror view for this element');
  return view;
}

/** A user edit (what typing produces): replaces the whole document. */
export function typeInto(view: EditorView, text: string): void {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    userEvent: 'input.type',
  });
}

/** A File whose type is what the browser would report for the picked file. */
export function imageFile(name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}
