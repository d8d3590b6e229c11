import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * The cron builders load on demand: outside their own folder, a shell may import only the lazy
 * wrapper, and the wrapper reaches the widget through a dynamic import.
 */
describe('cron widgets stay out of the shells’ first load', () => {
  for (const shell of ['desktop', 'mobile']) {
    it(`${shell}: only cron-input-lazy is imported from outside widgets/cron`, () => {
      const own = join(ROOT, 'src', shell, 'widgets', 'cron');
      const offenders = sourceFiles(join(ROOT, 'src', shell))
        .filter((file) => !file.startsWith(own))
        .filter((file) => {
          const imports =
            readFileSync(file, 'utf8').match(/from\s+['"][^'"]*widgets\/cron\/[^'"]+['"]/g) ?? [];
          return imports.some((line) => !line.includes('widgets/cron/cron-input-lazy'));
        })
        .map((file) => relative(ROOT, file));
      expect(offenders).toEqual([]);
    });

    it(`${shell}: the lazy wrapper imports the widget dynamically`, () => {
      const text = readFileSync(join(ROOT, 'src', shell, 'widgets', 'cron', 'cron-input-lazy.tsx'), 'utf8');
      expect(text).toMatch(/lazy\(\(\) => import\('\.\/cron-input'\)/);
      expect(text).not.toMatch(/^import [^t][^\n]*from '\.\/cron-input'/m);
    });
  }
});
