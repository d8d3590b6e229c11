import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Table rows by record id (antd sets data-row-key). */
export function rowIds(): string[] {
  return [...document.querySelectorAll('tr[data-row-key]')].map((r) => r.getAttribute('data-row-key') ?? '');
}

export function rowOf(id: string): HTMLElement {
  const row = document.querySelector(`tr[data-row-key="${id}"]`);
  if (!row) throw new Error(`no row ${id}`);
  return row as HTMLElement;
}

export function checkboxOf(row: HTMLElement): HTMLInputElement {
  const box = row.querySelector('input[type="checkbox"]');
  if (!box) throw new Error('row has no checkbox');
  return box as HTMLInputElement;
}

/** A button by its visible text inside `scope`. */
export function buttonIn(scope: HTMLElement, text: string | RegExp): HTMLButtonElement {
  const matches = within(scope)
    .getAllByText(text, { selector: 'button, button *' })
    .map((el) => el.closest('button'))
    .filter((b): b is HTMLButtonElement => b !== null);
  if (!matches[0]) throw new Error(`no button ${String(text)}`);
  return matches[0];
}

/** The open antd modal whose title reads `title` (antd's test-mode ids make aria-labelledby ambiguous). */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found =
      [...document.querySelectorAll<HTMLElement>('.ant-modal')].find(
        (m) => m.querySelector('.ant-modal-title')?.textContent?.trim() === title,
      ) ?? null;
    expect(found).not.toBeNull();
  });
  return found as unknown as HTMLElement;
}

export async function popconfirmWith(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('.ant-popover') as HTMLElement;
}
