import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SuperQuery } from '../../../../src/desktop/widgets/super-query/super-query';
import type { BuilderCondition, BuilderField } from '../../../../src/shared/domain/query/builder-model';
import type { MatchType } from '../../../../src/shared/domain/query/rules';
import {
  BUILDER_FIELDS,
  PAGE_PATH,
  SAVED_KEY,
  enabledTrigger,
  seedSexDict,
} from '../../shared/list-page/super-query-fixtures';
import { renderDesktop } from '../desktop-test-utils';

// The shared CI machine can be slow: answers and dropdowns get 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

export const FIELDS: BuilderField[] = [...BUILDER_FIELDS];
export { PAGE_PATH, SAVED_KEY, seedSexDict };

export function renderSuperQuery(props: { active?: boolean; saveCode?: string } = {}) {
  const onSearch = vi.fn<(params: BuilderCondition[], matchType: MatchType) => void>();
  const view = renderDesktop(<SuperQuery fields={FIELDS} onSearch={onSearch} {...props} />, {
    path: PAGE_PATH,
  });
  return { onSearch, ...view };
}

/**
 * The builder dialog, found by its title: under test antd gives every element the id "test-id",
 * so a dialog's aria-labelledby can point at another modal's title on a page with several.
 */
export const dialog = () =>
  screen.getByText('高级查询构造器', { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!;
export const row = (n: number) => within(dialog()).getByRole('group', { name: `条件${n}` });
/** The dialog's footer (the header's close button is also named 关闭). */
export const footer = () => within(dialog().querySelector<HTMLElement>('.ant-modal-footer')!);
export const rowCount = () => within(dialog()).queryAllByRole('group', { name: /^条件\d+$/ }).length;

/** Waits for the trigger (the lazy export shows a disabled one first), then opens the builder. */
export async function openBuilder() {
  await userEvent.click(await enabledTrigger());
  await screen.findByText('高级查询构造器', { selector: '.ant-modal-title' });
  return dialog();
}

/**
 * Opens an antd select and clicks the option titled `label` in the open dropdown. fireEvent, not
 * userEvent: antd in jsdom is slow enough that a pointer-event sequence per option costs seconds.
 */
export async function choose(box: HTMLElement, label: string) {
  fireEvent.mouseDown(box.closest('.ant-select')!.querySelector('.ant-select-content') ?? box);
  const option = await waitFor(() => {
    const open = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const hit = open.filter((o) => o.getAttribute('title') === label).pop();
    if (!hit) throw new Error(`no open option ${label}`);
    return hit;
  });
  fireEvent.click(option);
}

export async function fillRow(n: number, field: string, rule?: string) {
  const r = within(row(n));
  await choose(r.getByRole('combobox', { name: '查询字段' }), field);
  if (rule) await choose(r.getByRole('combobox', { name: '匹配规则' }), rule);
  return r;
}
