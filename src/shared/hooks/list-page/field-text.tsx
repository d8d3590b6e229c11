import { getAppConfig } from '../../config/app-config';
import type { ResourceField } from '../../domain/resources/types';
import { dictText } from '../../dict/dict-cache';
import { useDictOptions } from '../../dict/use-dict-options';

/** Switch values shown as text (spec 002 §4 "Switch widget": Y/N by default). */
const SWITCH_TEXT: Record<string, string> = { Y: '是', N: '否' };

function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function DictValue({ code, value }: { code: string; value: unknown }) {
  const { options } = useDictOptions(code);
  return <>{dictText(options, value)}</>;
}

/** A stored upload path as a URL: absolute URLs as they are, else under `/sys/common/static/` (CONTRACT §7.2). */
export function staticFileUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${getAppConfig().apiBase}/sys/common/static/${path.replace(/^\/+/, '')}`;
}

/**
 * A record's field for display, in both shells: the server's `<key>_dictText` when it sent one
 * (CONTRACT §4.5; also for pickers such as positions), else the dictionary cache; switches as
 * 是/否; images as a small picture; anything else as text.
 */
export function FieldText({ field, record }: { field: ResourceField; record: Record<string, unknown> }) {
  const value = record[field.key];
  const translated = record[`${field.key}_dictText`];
  if (translated !== undefined && translated !== null) return <>{String(translated)}</>;
  if ((field.kind === 'dict' || field.kind === 'dictMulti') && field.dictCode) {
    return <DictValue code={field.dictCode} value={value} />;
  }
  if (field.kind === 'image' && typeof value === 'string' && value) {
    const first = value.split(',')[0] ?? value;
    return (
      <img
        src={staticFileUrl(first)}
        alt={field.title}
        className="cwxt-field-image"
        style={{ maxWidth: 48, maxHeight: 48 }}
      />
    );
  }
  if (field.kind === 'switch') return <>{SWITCH_TEXT[String(value)] ?? ''}</>;
  return <>{plainText(value)}</>;
}
