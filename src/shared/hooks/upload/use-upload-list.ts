import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled, uploadFile, type UploadRequest } from '../../api/sys/upload-api';
import { fileFailedText, UPLOAD_TEXTS } from '../../domain/widgets/upload/messages';
import { moveItem, type MoveDirection } from '../../domain/widgets/upload/move';
import { isImageType } from '../../domain/widgets/upload/reply';
import {
  applyCountLimit,
  itemsFromValue,
  limitDoneItems,
  valueFromItems,
  valueKey,
  type FileEntry,
  type UploadItem,
  type UploadValue,
} from '../../domain/widgets/upload/value-model';

/** How a widget shows the list's messages (antd message / antd-mobile Toast). */
export interface UploadUi {
  warning(text: string): void;
  error(text: string): void;
}

export interface UploadListOptions {
  value: UploadValue;
  onChange?: (value: string | FileEntry[]) => void;
  /** true (default): comma-joined paths; false: `{fileName, filePath, fileSize}` items. */
  returnUrl?: boolean;
  /** Count limit, 0 = none (the newest are kept). */
  number?: number;
  /** Refuse non-image files with 请上传图片. */
  imageOnly?: boolean;
  request?: Omit<UploadRequest, 'onProgress' | 'signal'>;
  ui: UploadUi;
}

export interface UploadList {
  items: UploadItem[];
  /** Files the user picked: checked, limited, then uploaded one request each. */
  add(files: readonly File[]): void;
  /** Removes an item (aborts it while it uploads); a done item leaves the value. */
  remove(uid: string): void;
  /** The image arrows: warns 未知的操作 / 已到最后~ past either end. */
  move(index: number, direction: MoveDirection): void;
}

let uidCounter = 0;
const nextUid = () => `u${Date.now().toString(36)}-${(uidCounter += 1)}`;

/**
 * The file list of the upload widgets (JUpload / JImageUpload, spec 001 §3–§4, 002 §3–§5). The
 * value holds only done files; uploading and failed ones live in the list beside it. A value
 * set from outside (not the one this list emitted) replaces the done files, keeping the ones
 * still uploading or failed.
 */
export function useUploadList(options: UploadListOptions): UploadList {
  const returnUrl = options.returnUrl !== false;
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(options.value));
  const itemsRef = useRef(items);
  // The last value seen in props (state: StrictMode may render twice) and the last one emitted:
  // only a prop change to something this list did not emit is an outside change, so an
  // uncontrolled widget keeps its list.
  const [seenKey, setSeenKey] = useState(() => valueKey(options.value));
  const emittedKey = useRef(seenKey);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // A new value from outside: rebuild the done files (render-time adjustment, no extra pass).
  const incomingKey = valueKey(options.value);
  if (incomingKey !== seenKey) {
    setSeenKey(incomingKey);
    if (incomingKey !== emittedKey.current) {
      const next = [...itemsFromValue(options.value), ...items.filter((i) => i.status !== 'done')];
      // Idempotent for a repeated render of the same props (emittedKey moves in the effect below).
      itemsRef.current = next;
      setItems(next);
    }
  }
  // From now on the parent holds the incoming value: emit only what differs from it.
  useEffect(() => {
    emittedKey.current = incomingKey;
  }, [incomingKey]);

  /** Applies a change to the list and emits the value when the done files changed. */
  const update = useCallback(
    (change: (list: UploadItem[]) => UploadItem[]) => {
      const before = itemsRef.current;
      const next = change(before);
      if (next === before) return;
      itemsRef.current = next;
      setItems(next);
      const value = valueFromItems(next, returnUrl);
      const key = valueKey(value);
      if (key !== emittedKey.current) {
        emittedKey.current = key;
        latest.current.onChange?.(value);
      }
    },
    [returnUrl],
  );

  const patch = useCallback(
    (uid: string, fields: Partial<UploadItem>) =>
      update((list) =>
        list.some((i) => i.uid === uid) ? list.map((i) => (i.uid === uid ? { ...i, ...fields } : i)) : list,
      ),
    [update],
  );

  const start = useCallback(
    (item: UploadItem, file: File) => {
      const controller = new AbortController();
      controllers.current.set(item.uid, controller);
      void uploadFile(file, item.name, {
        ...latest.current.request,
        signal: controller.signal,
        onProgress: (percent) => patch(item.uid, { percent }),
      }).then((result) => {
        controllers.current.delete(item.uid);
        if (isCancelled(result)) return;
        if (result.ok) {
          update((list) =>
            limitDoneItems(
              list.map((i) =>
                i.uid === item.uid ? { ...i, status: 'done', percent: 100, path: result.path } : i,
              ),
              latest.current.number ?? 0,
            ),
          );
        } else {
          patch(item.uid, { status: 'error', message: result.message });
          latest.current.ui.error(fileFailedText(item.name));
        }
      });
    },
    [patch, update],
  );

  const abort = (uid: string) => {
    controllers.current.get(uid)?.abort();
    controllers.current.delete(uid);
  };

  const add = useCallback(
    (files: readonly File[]) => {
      const { imageOnly, number, ui } = latest.current;
      const accepted: Array<[UploadItem, File]> = [];
      for (const file of files) {
        if (imageOnly && !isImageType(file.type)) {
          ui.warning(UPLOAD_TEXTS.imageOnly);
          continue;
        }
        const item: UploadItem = {
          uid: nextUid(),
          name: file.name,
          status: 'uploading',
          percent: 0,
          size: file.size,
        };
        if (file.type) item.type = file.type;
        accepted.push([item, file]);
      }
      // A pick larger than the limit sends only its last files; older files leave the list
      // only when a new one is done (limitDoneItems).
      const sent = applyCountLimit(accepted, number ?? 0).kept;
      if (sent.length === 0) return;
      update((list) => [...list, ...sent.map(([item]) => item)]);
      for (const [item, file] of sent) start(item, file);
    },
    [start, update],
  );

  const remove = useCallback(
    (uid: string) => {
      abort(uid);
      update((list) => (list.some((i) => i.uid === uid) ? list.filter((i) => i.uid !== uid) : list));
    },
    [update],
  );

  const move = useCallback(
    (index: number, direction: MoveDirection) => {
      const result = moveItem(itemsRef.current, index, direction);
      if (!result.ok) latest.current.ui.warning(result.message);
      else update(() => result.items);
    },
    [update],
  );

  // Leaving the page stops the uploads still running (their answers would go nowhere).
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
      running.clear();
    };
  }, []);

  return { items, add, remove, move };
}
