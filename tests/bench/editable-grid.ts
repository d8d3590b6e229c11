// Editable grid benchmark: 10,000 rows × 20 mixed-type columns (spec 001 grid, brief targets:
// first render 150 ms, validate all 500 ms, per-frame scroll work 16 ms).
//
//   npx tsx tests/bench/editable-grid.ts             # Node measures (store, windows, React SSR render)
//   npx tsx tests/bench/editable-grid.ts --browser   # also real Chromium (DOM + layout), production build
//
// What "first render" means in Node: jsdom would measure jsdom, not the grid, so the Node figure
// is the work the grid itself does before the browser paints: build the store and load 10,000 rows,
// compute the layout and the row/column windows, and render the whole component (toolbar, header,
// the visible rows and cells with their antd inputs) with React (renderToString = React's render
// work without a DOM). Per frame while scrolling: recompute both windows for a new scroll position
// and render the rows of that window. The browser mode adds what Node cannot see (DOM creation,
// style and layout) by timing the same steps inside Debian's Chromium on a production build.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
// Type-only imports are erased: they load nothing before the CSS hook below is registered.
import type { GridColumn } from '../../src/shared/domain/grid/column.ts';
import type { GridContextValue } from '../../src/desktop/widgets/editable-grid/grid-context.ts';
import { performance } from 'node:perf_hooks';

// Component modules import their .css; Node cannot load CSS, so such imports become empty modules.
register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function load(url, context, next) {
        if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
        return next(url, context);
      }`,
    ),
);

// Production builds of React and antd, as users run them (the development builds add checks).
process.env.NODE_ENV = 'production';

const ROWS = 10_000;
const TARGETS = { firstRender: 150, validateAll: 500, frame: 16 };

const { createElement: h, Fragment } = await import('react');
const { renderToString } = await import('react-dom/server');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { GridStore } = await import('../../src/shared/domain/grid/store.ts');
const { rowWindow, columnWindow } = await import('../../src/shared/domain/grid/layout.ts');
const { GRID_DEFAULTS } = await import('../../src/shared/domain/grid/constants.ts');
const { FeedbackProvider } = await import('../../src/desktop/app/feedback.tsx');
const { EditableGrid } = await import('../../src/desktop/widgets/editable-grid/editable-grid.tsx');
const { GridRow } = await import('../../src/desktop/widgets/editable-grid/grid-row.tsx');
const { GridContext } = await import('../../src/desktop/widgets/editable-grid/grid-context.ts');
const { computeGridLayout } = await import('../../src/desktop/widgets/editable-grid/grid-layout.ts');
const { ActiveCell, Flag, TooltipTarget } =
  await import('../../src/desktop/widgets/editable-grid/grid-ui-state.ts');
const { FALLBACK_VIEWPORT_WIDTH } =
  await import('../../src/desktop/widgets/editable-grid/use-grid-viewport.ts');

// ---- data ---------------------------------------------------------------------------------------

const options = [
  { value: '1', text: '一类' },
  { value: '2', text: '二类' },
  { value: '3', text: '三类' },
];

export const BENCH_COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  {
    key: 'code',
    title: '编码',
    type: 'input',
    validateRules: [{ required: true }, { unique: true }, { pattern: '^[A-Z]\\d+$' }],
  },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: 'sum', validateRules: [{ pattern: 'z' }] },
  {
    key: 'price',
    title: '单价',
    type: 'inputNumber',
    statistics: 'average',
    validateRules: [{ pattern: 'money' }],
  },
  { key: 'kind', title: '类别', type: 'select', options, validateRules: [{ required: true }] },
  { key: 'tags', title: '标签', type: 'list_multi', options },
  { key: 'level', title: '等级', type: 'sel_search', options },
  { key: 'grade', title: '档位', type: 'radio', options },
  { key: 'enabled', title: '启用', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'flags', title: '属性', type: 'checkbox_meta', options },
  { key: 'day', title: '日期', type: 'date', validateRules: [{ required: true }] },
  { key: 'at', title: '时间', type: 'datetime' },
  { key: 'clock', title: '时刻', type: 'time' },
  { key: 'memo', title: '备注', type: 'input_pop' },
  { key: 'mail', title: '邮箱', type: 'input', validateRules: [{ pattern: 'e' }] },
  { key: 'phone', title: '手机', type: 'input', validateRules: [{ pattern: 'm' }] },
  { key: 'owner', title: '负责人', type: 'sel_user' },
  { key: 'dept', title: '部门', type: 'sel_depart' },
  { key: 'readonly', title: '来源', type: 'normal' },
  { key: 'secret', title: '隐藏', type: 'hidden' },
];

export function benchRows(count: number): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    rows.push({
      id: `r${i}`,
      name: `设备${i}`,
      code: `A${i}`,
      qty: i % 97,
      price: `${i % 50}.${i % 10}5`,
      kind: String((i % 3) + 1),
      tags: i % 2 ? '1,2' : '3',
      level: '2',
      grade: '1',
      enabled: i % 2 ? 'Y' : 'N',
      flags: '1',
      day: '2024-05-01',
      at: '2024-05-01 08:30:00',
      clock: '08:30:00',
      memo: '巡检记录',
      mail: `u${i}@example.com`,
      phone: `139${String(i).padStart(8, '0')}`,
      owner: `user${i % 40}`,
      dept: `dept${i % 12}`,
      readonly: '导入',
      secret: 'x',
    });
  }
  return rows;
}

// ---- measuring ------------------------------------------------------------------------------------

interface Stats {
  first: number;
  median: number;
  p95: number;
  max: number;
}

interface Timing {
  wall: Stats;
  /** CPU time of this process (process.cpuUsage): unaffected by other processes on a busy machine. */
  cpu: Stats;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { first: samples[0] ?? 0, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

async function time(runs: number, fn: (i: number) => unknown | Promise<unknown>): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const start = performance.now();
    await fn(i);
    wall.push(performance.now() - start);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: stats(wall), cpu: stats(cpu) };
}

const fmt = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;

/** Prints wall and CPU figures; the verdict uses CPU time (see the note printed at the end). */
function line(label: string, t: Timing, target: number | null, use: 'median' | 'p95' = 'median'): boolean {
  const ok = target === null || t.cpu[use] <= target;
  const verdict = target === null ? '' : ` | target ${target} ms (${use}) ${ok ? 'OK' : 'OVER'}`;
  console.log(
    `${label.padEnd(46)} wall median ${fmt(t.wall.median)} p95 ${fmt(t.wall.p95)} max ${fmt(t.wall.max)} | ` +
      `cpu median ${fmt(t.cpu.median)} p95 ${fmt(t.cpu.p95)}${verdict}`,
  );
  return ok;
}

// ---- Node measures --------------------------------------------------------------------------------

const data = benchRows(ROWS);
const queryClient = new QueryClient();

function renderGrid(dataSource: Record<string, unknown>[]): string {
  return renderToString(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(FeedbackProvider, null, h(EditableGrid, { columns: BENCH_COLUMNS, dataSource, dragSort: true })),
    ),
  );
}

const [load1] = loadavg();
console.log(
  `Editable grid benchmark: ${ROWS.toLocaleString()} rows × ${BENCH_COLUMNS.length} columns, Node ${process.version}, ` +
    `load average ${load1?.toFixed(1)} on ${availableParallelism()} CPUs\n`,
);
if ((load1 ?? 0) > availableParallelism()) {
  console.log(
    'Note: the machine is busier than it has CPUs; wall-clock figures (and the browser ones) are inflated.\n',
  );
}
const results: boolean[] = [];

// 0. The store alone: 10,000 rows loaded (part of every first render below).
results.push(
  line(
    'store: load 10,000 rows',
    await time(10, () => new GridStore({ columns: BENCH_COLUMNS }).load(data)),
    null,
  ),
);

// 1. First render: store + load (inside the component), layout and windows, React render of the grid.
// The very first grid of the process also pays antd's style generation and the JIT warming up;
// a page in the running console has most of that done by the shell, so it is shown apart.
const cold = await time(1, () => renderGrid(data));
console.log(
  `${'first render, cold (first grid in the process)'.padEnd(46)} wall ${fmt(cold.wall.first)} | cpu ${fmt(cold.cpu.first)}`,
);
const firstRender = await time(12, () => renderGrid(data));
results.push(line('first render (store + windows + React render)', firstRender, TARGETS.firstRender));
const html = renderGrid(data);
const renderedRows = (html.match(/role="row"/g) ?? []).length;
const renderedCells = (html.match(/role="gridcell"/g) ?? []).length;
console.log(
  `${''.padEnd(46)} rendered ${renderedRows} rows (header included) and ${renderedCells} cells of ${(ROWS * BENCH_COLUMNS.length).toLocaleString()}`,
);

// 2. Validate all.
const store = new GridStore({ columns: BENCH_COLUMNS, dragSortKey: GRID_DEFAULTS.dragSortKey });
store.load(data);
const validate = await time(8, () => store.validateAll());
results.push(line('validate all (getValues with validation)', validate, TARGETS.validateAll));
const planted = new GridStore({ columns: BENCH_COLUMNS });
planted.load(data.map((r, i) => (i % 100 === 0 ? { ...r, name: '', code: 'A1' } : r)));
const found = await planted.validateAll();
// Every 100th row loses its name and repeats code A1: 100 required + 101 duplicate codes (row r1 included).
console.log(
  `${''.padEnd(46)} check: ${found} failing cells found in a copy with planted errors (expected 201)`,
);

// 3. Per frame while scrolling: new windows + render of the window's rows.
const layout = computeGridLayout({
  columns: BENCH_COLUMNS,
  containerWidth: FALLBACK_VIEWPORT_WIDTH,
  rowHeight: GRID_DEFAULTS.rowHeight,
  dragSort: true,
  rowSelection: true,
  rowNumber: true,
});
const context: GridContextValue = {
  store,
  active: new ActiveCell(),
  scrolling: new Flag(),
  tooltip: new TooltipTarget(),
  options: new Map(
    BENCH_COLUMNS.map((c) => [
      c.key,
      (c.options ?? []).map((o) => ({ value: String(o.value), label: o.text ?? '' })),
    ]),
  ),
  renderers: undefined,
  slots: {},
  alwaysEdit: false,
  disabled: false,
  commit: () => undefined,
  blur: () => undefined,
};
const drag = { startDrag: () => undefined, move: () => undefined, insertBelow: () => undefined };
const viewportHeight = GRID_DEFAULTS.maxHeight - layout.headerHeight;
const dataViewport = FALLBACK_VIEWPORT_WIDTH - layout.fixedWidth;
const maxLeft = Math.max(0, layout.dataWidth - dataViewport);

/** Scroll position of frame i: a fast fling (7 rows a frame, drifting sideways) or a mouse wheel (100 px a frame). */
function position(i: number, kind: 'fling' | 'wheel'): { scrollTop: number; scrollLeft: number } {
  const height = ROWS * GRID_DEFAULTS.rowHeight;
  if (kind === 'wheel') return { scrollTop: (i * 100) % height, scrollLeft: 0 };
  return {
    scrollTop: ((i * 7 * GRID_DEFAULTS.rowHeight) % height) + (i % 3) * 17,
    scrollLeft: maxLeft === 0 ? 0 : (i * 53) % maxLeft,
  };
}

function frame(i: number, kind: 'fling' | 'wheel'): string {
  const { scrollTop, scrollLeft } = position(i, kind);
  const rows = rowWindow({
    scrollTop,
    viewportHeight,
    rowHeight: layout.rowHeight,
    rowCount: store.rowCount,
  });
  const cols = columnWindow({ scrollLeft, viewportWidth: dataViewport, offsets: layout.offsets });
  const children = [];
  for (let r = rows.start; r < rows.end; r++) {
    const rowId = store.idAt(r) as string;
    children.push(
      h(GridRow, {
        key: rowId,
        rowId,
        index: r,
        rowCount: store.rowCount,
        layout,
        colStart: cols.start,
        colEnd: cols.end,
        drag,
        rowSelection: true,
        rowNumber: true,
      }),
    );
  }
  return renderToString(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(GridContext.Provider, { value: context }, h(Fragment, null, children)),
    ),
  );
}

const windowsOnly = await time(2000, (i) => {
  const scrollTop = (i * 7 * GRID_DEFAULTS.rowHeight) % (ROWS * GRID_DEFAULTS.rowHeight);
  rowWindow({ scrollTop, viewportHeight, rowHeight: layout.rowHeight, rowCount: store.rowCount });
  columnWindow({
    scrollLeft: (i * 53) % Math.max(1, maxLeft),
    viewportWidth: dataViewport,
    offsets: layout.offsets,
  });
});
results.push(line('window recomputation alone', windowsOnly, null));
// renderToString renders every row of the window each frame (no reuse of the rows still in view),
// so these are upper bounds of what React does in the browser, where kept rows are skipped.
const fling = await time(300, (i) => frame(i, 'fling'));
results.push(line('scroll frame, fling (windows + window render)', fling, TARGETS.frame, 'p95'));
const wheel = await time(300, (i) => frame(i, 'wheel'));
results.push(line('scroll frame, wheel (windows + window render)', wheel, TARGETS.frame, 'p95'));

// 4. Keystroke: one cell edit in a 10,000-row grid (store write + unique index + sums + validation).
const keystroke = await time(2000, (i) => {
  store.setValue('r5000', 'code', `B${i}`);
  return store.validateCell('r5000', 'code', 'input');
});
results.push(line('keystroke (write + validate one cell)', keystroke, null));

// ---- browser measures (--browser) ----------------------------------------------------------------
//
// The same grid, built for production by Vite (React and antd minified, NODE_ENV=production), in
// Debian's Chromium. Timed inside the page: first render = createRoot + render (flushSync) + style
// and layout forced by a read of the geometry; "to paint" also waits for the next frame. A scroll
// frame = set scrollTop/scrollLeft, run the grid's scroll handler, re-render, style + layout.

const ROOT_DIR = join(import.meta.dirname, '..', '..');
const abs = (p: string) => JSON.stringify(join(ROOT_DIR, p));
const HARNESS = `
import { createElement as h, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from ${abs('src/desktop/app/feedback.tsx')};
import { EditableGrid } from ${abs('src/desktop/widgets/editable-grid/editable-grid.tsx')};

const nextPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const p95 = (a) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(a.length * 0.95))];

window.GridBench = {
  async run(columns, rows, renders, frames, rowHeight) {
    const host = document.getElementById('root');
    const render = [], paint = [];
    let ref = null, root = null;
    for (let i = 0; i < renders; i++) {
      if (root) { root.unmount(); host.innerHTML = ''; await nextPaint(); }
      ref = createRef();
      root = createRoot(host);
      const client = new QueryClient();
      const t0 = performance.now();
      flushSync(() => root.render(h(QueryClientProvider, { client }, h(FeedbackProvider, null,
        h(EditableGrid, { columns, dataSource: rows.slice(), dragSort: true, ref })))));
      host.getBoundingClientRect();
      void document.body.offsetHeight;
      render.push(performance.now() - t0);
      await nextPaint();
      paint.push(performance.now() - t0);
    }
    const validate = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await ref.current.validateAll();
      validate.push(performance.now() - t0);
    }
    await nextPaint();
    const scroller = host.querySelector('[role="grid"]');
    const maxLeft = Math.max(0, scroller.scrollWidth - scroller.clientWidth);
    const height = rows.length * rowHeight;
    const scrollRun = async (kind) => {
      const samples = [];
      for (let i = 0; i < frames; i++) {
        const t0 = performance.now();
        scroller.scrollTop = kind === 'wheel' ? (i * 100) % height : (i * 7 * rowHeight) % height;
        scroller.scrollLeft = kind === 'wheel' || maxLeft === 0 ? 0 : (i * 53) % maxLeft;
        scroller.dispatchEvent(new Event('scroll'));
        scroller.getBoundingClientRect();
        void scroller.offsetHeight;
        samples.push(performance.now() - t0);
        await nextPaint();
      }
      return samples;
    };
    const scroll = await scrollRun('fling');
    scroller.scrollTop = 0;
    scroller.scrollLeft = 0;
    await nextPaint();
    const wheel = await scrollRun('wheel');
    const cells = host.querySelectorAll('[role="gridcell"]').length;
    return {
      renderFirst: render[0], renderMedian: median(render.slice(1)), paintFirst: paint[0], paintMedian: median(paint.slice(1)),
      validateMedian: median(validate), scrollMedian: median(scroll), scrollP95: p95(scroll), scrollMax: Math.max(...scroll),
      wheelMedian: median(wheel), wheelP95: p95(wheel), cells,
    };
  },
};
`;

async function browserBench(): Promise<boolean[]> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const { launchBrowser } = await import('../e2e/support/browser.ts');
  const outDir = mkdtempSync(join(tmpdir(), 'cwxt-grid-bench-'));
  try {
    const entry = 'virtual:grid-bench';
    const started = performance.now();
    await build({
      configFile: false,
      root: ROOT_DIR,
      logLevel: 'warn',
      mode: 'production',
      plugins: [
        react(),
        {
          name: 'grid-bench-entry',
          // Library mode hands the entry over as a path under the root.
          resolveId: (id: string) => (id.endsWith(entry) ? `\0${entry}` : null),
          load: (id: string) => (id === `\0${entry}` ? HARNESS : null),
        },
      ],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        target: 'chrome120',
        cssCodeSplit: false,
        lib: { entry, formats: ['iife'], name: 'GridBenchBundle', fileName: () => 'bench.js' },
      },
    });
    console.log(
      `\nBrowser (Chromium, production build in ${((performance.now() - started) / 1000).toFixed(0)} s):`,
    );
    const css = readdirSync(outDir).filter((f) => f.endsWith('.css'));
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.setContent(
        '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root" style="width:1200px"></div></body></html>',
      );
      for (const f of css) await page.addStyleTag({ path: join(outDir, f) });
      await page.addScriptTag({ path: join(outDir, 'bench.js') });
      const r = await page.evaluate(
        ([columns, rows, rowHeight]) =>
          (
            window as unknown as { GridBench: { run(...a: unknown[]): Promise<Record<string, number>> } }
          ).GridBench.run(columns, rows, 8, 200, rowHeight),
        [BENCH_COLUMNS, data, GRID_DEFAULTS.rowHeight] as const,
      );
      const show = (label: string, value: number | undefined, target?: number) => {
        const ok = target === undefined || (value ?? Infinity) <= target;
        console.log(
          `${label.padEnd(46)} ${fmt(value ?? NaN)}${target === undefined ? '' : ` | target ${target} ms ${ok ? 'OK' : 'OVER'}`}`,
        );
        return ok;
      };
      show('first render, cold (first grid in the page)', r.renderFirst);
      const ok = [
        show('first render (median, DOM + style + layout)', r.renderMedian, TARGETS.firstRender),
        show('validate all (median)', r.validateMedian, TARGETS.validateAll),
        show('scroll frame, fling (p95, JS + style + layout)', r.scrollP95, TARGETS.frame),
        show('scroll frame, wheel (p95, JS + style + layout)', r.wheelP95, TARGETS.frame),
      ];
      show('to first paint, cold', r.paintFirst);
      show('to first paint (median)', r.paintMedian);
      show('scroll frame, fling (median)', r.scrollMedian);
      show('scroll frame, fling (max)', r.scrollMax);
      show('scroll frame, wheel (median)', r.wheelMedian);
      console.log(`${''.padEnd(46)} ${r.cells} cells in the DOM after scrolling`);
      return ok;
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--browser')) results.push(...(await browserBench()));

console.log(
  '\nNode verdicts use CPU time of this process (process.cpuUsage), which other processes on a busy machine' +
    '\ndo not inflate (wall-clock figures beside them); browser verdicts are wall-clock inside the page.' +
    '\nScroll frames are judged at the 95th percentile.',
);
console.log(results.every(Boolean) ? 'All targets met.' : 'Some targets were missed (see OVER above).');
// `--report-only` (npm test): the figures are printed, never gated (a busy CI machine is not a
// benchmark machine); `npm run bench` still fails on a missed target.
process.exitCode = results.every(Boolean) || process.argv.includes('--report-only') ? 0 : 1;
