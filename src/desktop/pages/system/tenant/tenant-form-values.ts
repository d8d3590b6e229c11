import type { TenantRecord } from '../../../../shared/api/sys/tenant-api';

/** `yyyy-MM-dd HH:mm:ss` strings compare in time order as text. */
export function endsBeforeBegin(begin: unknown, end: unknown): boolean {
  return typeof begin === 'string' && typeof end === 'string' && begin !== '' && end !== '' && end < begin;
}

/** The status select's options are dictionary strings; the wire sends the integer column. */
export function withDictStrings(record: TenantRecord): TenantRecord {
  return record.status === null || record.status === undefined
    ? record
    : { ...record, status: String(record.status) };
}
