// Only the home pages show it, so the formatter is built when they load, not at first paint.
const LONG_DATE = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});

/** The home pages' date line, e.g. 2026年11月21日星期六. */
export function longDateText(date: Date): string {
  return LONG_DATE.format(date);
}
