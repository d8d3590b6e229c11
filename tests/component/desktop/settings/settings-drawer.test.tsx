import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesktop } from '../desktop-test-utils';
import SettingsButton from '../../../../src/desktop/shell/settings/settings-button';
import {
  reloadSettingsFromStorage,
  useDisplaySettings,
} from '../../../../src/desktop/shell/settings/settings-store';
import { changeThemeColor } from '../../../../src/desktop/shell/settings/theme-update';
import { readablePrimary, useThemeConfig } from '../../../../src/desktop/shell/settings/theme-config';
import { DEFAULT_SETTINGS } from '../../../../src/shared/domain/widgets/settings/display-settings';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';

afterEach(() => {
  localStorage.clear();
  reloadSettingsFromStorage();
  document.documentElement.classList.remove('cwxt-color-weak');
});

async function openDrawer() {
  renderDesktop(<SettingsButton />);
  await userEvent.click(screen.getByRole('button', { name: '显示设置' }));
  return screen.findByRole('dialog', { name: '显示设置' });
}

const current = () => useDisplaySettings.getState().settings;

describe('display settings drawer', () => {
  it('shows the defaults: light menu, #1890FF, side menu, fixed width', async () => {
    await openDrawer();
    expect(screen.getByRole('radio', { name: '亮色菜单风格' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '侧边栏导航' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '拂晓蓝（默认）' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio', { checked: false }).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('radiogroup', { name: '主题色' }).querySelectorAll('[role="radio"]'),
    ).toHaveLength(8);
    expect(screen.getByRole('switch', { name: '多页签模式' })).toBeChecked();
  });

  it('offers Fluid only in the top-menu layout and disables the fixed side menu there', async () => {
    await openDrawer();
    await userEvent.click(screen.getByRole('combobox', { name: '内容区域宽度' }));
    const dropdown = () => document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await waitFor(() => expect(dropdown()).toBeTruthy());
    expect(dropdown()?.querySelector('[title="流式"]')).toBeNull();
    expect(dropdown()?.querySelector('[title="固定"]')).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    expect(screen.getByRole('switch', { name: '固定侧边菜单' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: '顶部栏导航' }));
    expect(current().layout).toBe('topmenu');
    expect(screen.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: '固定侧边菜单' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('combobox', { name: '内容区域宽度' }));
    await waitFor(() => expect(dropdown()?.querySelector('[title="流式"]')).toBeTruthy());
    await userEvent.click(dropdown()?.querySelector('[title="流式"]') as HTMLElement);
    expect(current().contentWidth).toBe('Fluid');

    // Back to the side menu: Fluid is not offered there, the width falls back to Fixed.
    await userEvent.click(screen.getByRole('radio', { name: '侧边栏导航' }));
    expect(current().contentWidth).toBe('Fixed');
  });

  it('hide-header-on-scroll needs a fixed header', async () => {
    await openDrawer();
    const autoHide = () => screen.getByRole('switch', { name: '下滑时隐藏 Header' });
    await userEvent.click(autoHide());
    expect(current().autoHideHeader).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: '固定 Header' }));
    expect(current()).toMatchObject({ fixedHeader: false, autoHideHeader: false });
    expect(autoHide()).toBeDisabled();
    expect(autoHide()).not.toBeChecked();
  });

  it('changes the theme colour with 正在编译主题！ and saves with 保存成功', async () => {
    await openDrawer();
    await userEvent.click(screen.getByRole('radio', { name: '酱紫' }));
    expect(await screen.findByText('正在编译主题！')).toBeInTheDocument();
    await waitFor(() => expect(current().primaryColor).toBe('#722ED1'));
    await userEvent.click(screen.getByRole('switch', { name: '色弱模式' }));
    await userEvent.click(screen.getByRole('radio', { name: '暗色菜单风格' }));
    expect(localStore.get(STORAGE_KEYS.DEFAULT_COLOR)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(localStore.get(STORAGE_KEYS.DEFAULT_COLOR)).toBe('#722ED1');
    expect(localStore.get(STORAGE_KEYS.DEFAULT_COLOR_WEAK)).toBe(true);
    expect(localStore.get(STORAGE_KEYS.DEFAULT_THEME)).toBe('dark');
    expect(localStore.get(STORAGE_KEYS.DEFAULT_MULTI_PAGE)).toBe(true);

    // A fresh page load reads them back.
    useDisplaySettings.setState({ settings: { ...DEFAULT_SETTINGS }, saved: { ...DEFAULT_SETTINGS } });
    reloadSettingsFromStorage();
    expect(current()).toMatchObject({ primaryColor: '#722ED1', colorWeak: true, menuTheme: 'dark' });
  });

  it('closing without saving returns to the stored settings; 恢复默认 shows the defaults', async () => {
    localStore.set(STORAGE_KEYS.DEFAULT_THEME, 'dark');
    reloadSettingsFromStorage();
    await openDrawer();
    await userEvent.click(screen.getByRole('switch', { name: '多页签模式' }));
    expect(current().multiTab).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /关闭|Close/ }));
    expect(current()).toMatchObject({ multiTab: true, menuTheme: 'dark' });

    await userEvent.click(screen.getByRole('button', { name: '显示设置' }));
    await userEvent.click(await screen.findByRole('button', { name: '恢复默认' }));
    expect(current()).toEqual(DEFAULT_SETTINGS);
  });

  it("a colour that cannot be compiled gives 'Failed to update theme' and changes nothing", async () => {
    const shown: string[] = [];
    let closed = 0;
    const ok = await changeThemeColor('url(javascript:x)', {
      loading: (text) => {
        shown.push(text);
        return () => {
          closed += 1;
        };
      },
      error: (text) => shown.push(text),
    });
    expect(ok).toBe(false);
    expect(shown).toEqual(['正在编译主题！', 'Failed to update theme']);
    expect(closed).toBe(1);
    expect(current().primaryColor).toBe('#1890FF');
  });
});

function ThemeProbe() {
  const theme = useThemeConfig();
  return <output aria-label="主题">{JSON.stringify(theme)}</output>;
}

describe('useThemeConfig', () => {
  it('gives antd the primary colour (its WCAG AA readable shade) and puts the colour-weak class on <html>', async () => {
    renderDesktop(<ThemeProbe />);
    // #1890FF is 3.2:1 on white; antd gets the darkest-needed shade of the same hue (≥ 5.2:1).
    expect(readablePrimary('#1890FF')).not.toBe('#1890ff');
    expect(screen.getByRole('status', { name: '主题' })).toHaveTextContent(
      `"colorPrimary":"${readablePrimary('#1890FF')}","colorLink":"${readablePrimary('#1890FF')}"`,
    );
    expect(document.documentElement).not.toHaveClass('cwxt-color-weak');
    act(() => {
      useDisplaySettings.setState({
        settings: { ...DEFAULT_SETTINGS, primaryColor: '#13C2C2', colorWeak: true },
      });
    });
    expect(screen.getByRole('status', { name: '主题' })).toHaveTextContent(readablePrimary('#13C2C2'));
    await waitFor(() => expect(document.documentElement).toHaveClass('cwxt-color-weak'));
  });
});
