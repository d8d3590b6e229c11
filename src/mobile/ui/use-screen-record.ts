import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toastError } from './lazy-feedback';
import { useScreen } from './use-screen';

export interface ScreenRecord<T> {
  /** The record of the open screen: the tapped card's, or loaded by id for a deep link. */
  record: T | null;
  /** The open screen's token (`name.id`), null when closed. */
  token: string | null;
  open(record: T): void;
  close(): void;
}

/**
 * A record's full screen addressed as `?screen=name.id` (docs/phone-navigation.md). A tap opens it
 * with the card's record at once; a link or a reload loads the record by id. A record that cannot
 * be loaded (gone, not the user's) says why and closes the screen, leaving the list.
 */
export function useScreenRecord<T extends { id: string }>(
  name: string,
  load: (id: string) => Promise<T>,
): ScreenRecord<T> {
  const screen = useScreen(name);
  const [picked, setPicked] = useState<T | null>(null);
  const id = screen.id;
  const known = picked !== null && picked.id === id;
  const query = useQuery({
    queryKey: ['screen-record', name, id],
    queryFn: () => load(id ?? ''),
    enabled: id !== null && !known,
    retry: false,
  });
  const { close } = screen;
  useEffect(() => {
    if (!query.isError) return;
    void toastError(query.error instanceof Error ? query.error.message : '记录不存在或无权查看');
    close();
  }, [query.isError, query.error, close]);
  const record = id === null ? null : known ? picked : (query.data ?? null);
  return {
    record,
    token: screen.token,
    open: (r) => {
      setPicked(r);
      screen.open(r.id);
    },
    close,
  };
}
