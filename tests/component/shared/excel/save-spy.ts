import { vi } from 'vitest';

/**
 * Stubs the object URLs and the anchor click a browser download goes through; the returned list
 * collects the `download` names of the saves, in order.
 */
export function captureSaves(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.getAttribute('download') ?? '');
  });
  return saved;
}
