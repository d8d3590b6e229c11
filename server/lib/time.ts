// The wire format is Jackson's `yyyy-MM-dd HH:mm:ss` in GMT+8, whatever the server's zone is.
const OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function formatDate(value: Date | string | null | undefined): string | null {
  return formatDateTime(value)?.slice(0, 10) ?? null;
}
