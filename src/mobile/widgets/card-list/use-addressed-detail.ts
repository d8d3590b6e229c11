import { useEffect, useRef } from 'react';
import { getAction } from '../../../shared/api/http';
import type { ListRecord } from '../../../shared/hooks/list-page/types';
import type { FormDialog } from '../../../shared/hooks/list-page/use-form-dialog';
import { toastError } from '../../ui/lazy-feedback';
import { useScreen } from '../../ui/use-screen';

/** A list's detail screen with an address (`?screen=name.id`, docs/phone-navigation.md). */
export interface DetailScreen<T extends ListRecord> {
  name: string;
  /** The id in the address (default: the record's id). */
  idOf?: (record: T) => string;
  /** Loads the record of a link (default: the list's queryById). */
  load?: (id: string) => Promise<T>;
}

const NOT_FOUND = '记录不存在或无权查看';

async function loadById<T>(url: string | undefined, id: string): Promise<T> {
  if (!url) throw new Error(NOT_FOUND);
  const res = await getAction<T>(url, { id });
  if (!res.success || !res.result) throw new Error(res.message || NOT_FOUND);
  return res.result;
}

/**
 * Ties the detail of a card list to its address: a tap on a card opens `?screen=name.id` (a
 * history entry, so back closes it), a link opens the detail after loading the record, and the
 * detail closed in any way (close button, saved, back) leaves the address. Without `screen`, the
 * dialog is returned as it is.
 */
export function useAddressedDetail<T extends ListRecord>(
  dialog: FormDialog<T>,
  screen: DetailScreen<T> | undefined,
  queryById: string | undefined,
): { dialog: FormDialog<T>; address: string | undefined } {
  // A list without `detailScreen` needs no router (lists are also rendered on their own). Whether a
  // list has one is fixed for its life (a page constant), so the same hooks run on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above: the branch never changes
  return screen ? useRoutedDetail(dialog, screen, queryById) : { dialog, address: undefined };
}

function useRoutedDetail<T extends ListRecord>(
  dialog: FormDialog<T>,
  screen: DetailScreen<T>,
  queryById: string | undefined,
): { dialog: FormDialog<T>; address: string | undefined } {
  const addressed = useScreen(screen.name);
  const id = addressed.id;
  const picked = useRef<T | null>(null);
  const openedFor = useRef<string | null>(null);
  const latest = useRef({ dialog, screen, queryById, close: addressed.close });
  latest.current = { dialog, screen, queryById, close: addressed.close };

  useEffect(() => {
    const { dialog: d, screen: s, queryById: url, close } = latest.current;
    if (id === null) {
      if (openedFor.current !== null && d.open) d.close();
      openedFor.current = null;
      return;
    }
    if (openedFor.current === id) return;
    openedFor.current = id;
    const idOf = s.idOf ?? ((r: T) => r.id);
    const tapped = picked.current && idOf(picked.current) === id ? picked.current : null;
    if (tapped) {
      d.openDetail(tapped);
      return;
    }
    const load = s.load ?? ((key: string) => loadById<T>(url, key));
    load(id).then(
      (record) => {
        if (openedFor.current === id) latest.current.dialog.openDetail(record);
      },
      (e: unknown) => {
        void toastError(e instanceof Error && e.message ? e.message : NOT_FOUND);
        close();
      },
    );
  }, [id]);

  useEffect(() => {
    // Closed by the screen itself (close button, saved): the address follows.
    if (!dialog.open && openedFor.current !== null) latest.current.close();
  }, [dialog.open]);

  const idOf = screen.idOf ?? ((r: T) => r.id);
  return {
    dialog: {
      ...dialog,
      openDetail: (record: T) => {
        picked.current = record;
        addressed.open(idOf(record));
      },
    },
    address: addressed.token ?? undefined,
  };
}
