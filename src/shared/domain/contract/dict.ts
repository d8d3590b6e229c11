/** `DictModel` (CONTRACT.md §4.1): title and label copy text. */
export interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
}

/** `queryAllDictItems` / `sysAllDictItems`: dictionary code → enabled items in sort order. */
export type DictMap = Record<string, DictItem[]>;
