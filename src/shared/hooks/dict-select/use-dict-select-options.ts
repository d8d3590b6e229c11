import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dictOptionsQueryOptions } from '../../dict/dict-cache';
import { DICT_CODE_EMPTY } from '../../domain/widgets/dict/messages';
import {
  normaliseDictOptions,
  type DictOption,
  type DictOptionInput,
} from '../../domain/widgets/dict/options';

export interface DictSelectOptionsConfig {
  /** Dictionary code (`sex`) or table dictionary (`sys_user,realname,username`). */
  dictCode?: string;
  /** Static options; when given (non-empty) the dictionary is not asked. */
  options?: readonly DictOptionInput[];
}

export interface DictSelectOptionsState {
  options: DictOption[];
  loading: boolean;
  /** 字典Code不能为空! when neither a code nor static options are given. */
  error: string | null;
}

/**
 * Options of a dictionary select: static options, else the login dictionary cache, else
 * `getDictItems` (spec 001 §7; an unsuccessful answer gives no options). Shared through
 * react-query, so a page full of selects on one dictionary asks once.
 */
export function useDictSelectOptions({
  dictCode = '',
  options,
}: DictSelectOptionsConfig): DictSelectOptionsState {
  const hasStatic = Array.isArray(options) && options.length > 0;
  const query = useQuery({ ...dictOptionsQueryOptions(dictCode), enabled: Boolean(dictCode) && !hasStatic });
  const data = query.data;
  const normalised = useMemo(
    () => normaliseDictOptions(hasStatic ? options : data),
    [hasStatic, options, data],
  );
  return {
    options: normalised,
    loading: !hasStatic && Boolean(dictCode) && query.isLoading,
    error: !hasStatic && !dictCode ? DICT_CODE_EMPTY : null,
  };
}
