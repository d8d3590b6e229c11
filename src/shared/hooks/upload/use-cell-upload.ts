import { useCallback, useState, useSyncExternalStore } from 'react';
import { isCancelled, uploadFile, type UploadRequest } from '../../api/sys/upload-api';
import { fileFailedText, UPLOAD_TEXTS } from '../../domain/widgets/upload/messages';
import { isImageType } from '../../domain/widgets/upload/reply';

/** A grid cell's upload between picking a file and its answer; done files are the cell's value. */
export type CellUploadState =
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'error'; name: string; percent: number; message: string };

/**
 * Cell states live outside the components, keyed by the owner (the grid's live row object) and
 * the column key: the grid renders only the visible rows, so a cell scrolled away mid-upload
 * unmounts, and its progress or error must still be there when it comes back.
 */
const states = new WeakMap<object, Map<string, CellUploadState>>();
const listeners = new Set<() => void>();

function readState(owner: object, key: string): CellUploadState | undefined {
  return states.get(owner)?.get(key);
}

function writeState(owner: object, key: string, state: CellUploadState | undefined): void {
  let map = states.get(owner);
  if (!map) {
    if (!state) return;
    map = new Map();
    states.set(owner, map);
  }
  if (state) map.set(key, state);
  else map.delete(key);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CellUploadOptions {
  /** What the state belongs to (the row object); without one it lives with the component. */
  owner?: object;
  /** The column key. */
  field: string;
  imageOnly?: boolean;
  request?: Omit<UploadRequest, 'onProgress' | 'signal'>;
  /** The stored path of a finished upload: the cell's new value. */
  onDone(path: string): void;
  ui: { warning(text: string): void; error(text: string): void };
}

export interface CellUpload {
  /** Uploading or failed; undefined when the cell just shows its value. */
  state: CellUploadState | undefined;
  start(file: File): void;
  /** Forgets a failure (删除 of a failed file). */
  clear(): void;
}

/**
 * One file per cell (spec 001 §4): uploading with a percentage, then the path becomes the value
 * through `onDone`, or the cell shows the error (the server's message, 上传失败 / 未知错误).
 * '{file} 上传失败.' is shown as the error toast.
 */
export function useCellUpload(options: CellUploadOptions): CellUpload {
  const [own] = useState(() => ({}));
  const owner = options.owner ?? own;
  const { field } = options;
  const state = useSyncExternalStore(
    subscribe,
    () => readState(owner, field),
    () => undefined,
  );
  const { imageOnly, request, onDone, ui } = options;

  const start = useCallback(
    (file: File) => {
      if (imageOnly && !isImageType(file.type)) {
        ui.warning(UPLOAD_TEXTS.imageOnly);
        return;
      }
      if (readState(owner, field)?.status === 'uploading') return;
      const name = file.name;
      writeState(owner, field, { status: 'uploading', name, percent: 0 });
      void uploadFile(file, name, {
        ...request,
        onProgress: (percent) => {
          if (readState(owner, field)?.status === 'uploading')
            writeState(owner, field, { status: 'uploading', name, percent });
        },
      }).then((result) => {
        if (isCancelled(result)) return;
        if (result.ok) {
          writeState(owner, field, undefined);
          onDone(result.path);
        } else {
          writeState(owner, field, { status: 'error', name, percent: 0, message: result.message });
          ui.error(fileFailedText(name));
        }
      });
    },
    [field, imageOnly, onDone, owner, request, ui],
  );

  const clear = useCallback(() => writeState(owner, field, undefined), [field, owner]);
  return { state, start, clear };
}
