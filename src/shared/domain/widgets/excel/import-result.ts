/**
 * The one headline of an import result, derived from the server's message so it always agrees
 * with the counts: `文件导入成功！数据行数：N` → 导入成功 N 条; `共T行，成功S行，错误E行` →
 * 导入完成：成功 S 条，失败 E 条 — or, when nothing was imported (a file with errors imports
 * nothing), 未导入：共 T 行，E 行有错误. The rest of the message (file name, files imported
 * before) is returned as `detail`. An unknown message is its own headline.
 */
export interface ImportResultText {
  headline: string;
  detail: string;
}

const SUCCESS = /文件导入成功！数据行数：(\d+)/;
const PARTIAL = /共(\d+)行，成功(\d+)行，错误(\d+)行/;

/** What is left of the message once the counts are taken out (a file name prefix, a note). */
function rest(message: string, matched: string): string {
  const at = message.indexOf(matched);
  const before = message.slice(0, at).replace(/[\s：:]+$/, '');
  return `${before}${message.slice(at + matched.length)}`.trim();
}

export function importResultText(message: string): ImportResultText {
  const success = SUCCESS.exec(message);
  if (success) return { headline: `导入成功 ${success[1]} 条`, detail: rest(message, success[0]) };
  const partial = PARTIAL.exec(message);
  if (partial) {
    const [matched, total, ok, errors] = partial;
    const headline =
      Number(ok) === 0
        ? `未导入：共 ${total} 行，${errors} 行有错误`
        : `导入完成：成功 ${ok} 条，失败 ${errors} 条`;
    return { headline, detail: rest(message, matched) };
  }
  return { headline: message, detail: '' };
}
