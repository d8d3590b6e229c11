/** What tenant/data-rule helpers need from the list engine's SqlParams: bind a value, get `$n`. */
export interface SqlParamsLike {
  add(value: unknown): string;
}
