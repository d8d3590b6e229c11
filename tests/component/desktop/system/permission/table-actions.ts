// Table helpers shared by the desktop identity pages' tests (roles, menus, departments).
import { screen, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';

export const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

/** The row of this key (a role query over the whole antd table is too slow on a loaded machine). */
export function row(id: string, scope: ParentNode = document): HTMLElement {
  const found = scope.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

/** Types by pasting: one change event instead of one per character. */
export async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Opens the row's 更多 menu and clicks `label`. */
export async function moreAction(id: string, label: string) {
  await userEvent.click(within(row(id)).getByRole('button', { name: /更多/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
}
