import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { screen, waitFor } from '@testing-library/react';
import { renderDesktop } from '../desktop-test-utils';

/**
 * Renders an admin page like the desktop shell, with antd's generated CSS kept out of the
 * document: jsdom's getComputedStyle walks every stylesheet, which made each role query on a
 * page this size take seconds. Visibility then comes from inline styles and the DOM only, so
 * tests pick the last opened menu / popover themselves.
 */
export function renderAdminPage(ui: ReactNode) {
  return renderDesktop(<StyleProvider container={document.createElement('div')}>{ui}</StyleProvider>);
}

/** The most recently opened element of a role (closed antd popups stay in the DOM). */
export function lastOf(elements: HTMLElement[]): HTMLElement {
  const last = elements[elements.length - 1];
  if (!last) throw new Error('nothing found');
  return last;
}

/**
 * The open dialog whose title reads `title`. antd's test-mode ids repeat, so a dialog's
 * aria-labelledby may point at another element: the title text is matched instead.
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const matches = (el: HTMLElement) => {
    const text = el.querySelector('.ant-modal-title')?.textContent?.trim() ?? '';
    return typeof title === 'string' ? text === title : title.test(text);
  };
  return waitFor(() => {
    const found = screen.queryAllByRole('dialog').filter(matches);
    if (found.length === 0) throw new Error(`no dialog ${String(title)}`);
    return lastOf(found);
  });
}
