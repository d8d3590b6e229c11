import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppConfig } from './shared/config/app-config';
import { chooseShell } from './shared/device/choose-shell';
import { chunkLoadError, isChunkLoadError } from './shared/platform/chunk-error';
import { installChunkReload, reloadOnceForChunk } from './shared/platform/chunk-reload';
import { installBackGuard } from './shared/platform/back-guard';
import { maybeLoadVConsole } from './shared/platform/vconsole';

/**
 * Boot: read the config, choose ONE shell and load only that one. Nothing of antd, antd-mobile or
 * react-query is imported statically here: the phone's first load budget is 110 KiB gzip.
 */
type ShellModule = { default: ComponentType };

const VERSION_CHECK_START_MS = 30_000;

// One loader per shell, each its own function: when both import() calls share one function the
// bundler merges their preload lists and the phone would fetch the desktop's chunks (and vice versa).
const SHELLS: Record<'desktop' | 'mobile', () => Promise<ShellModule>> = {
  mobile: () => import('./mobile/mobile-app'),
  desktop: () => import('./desktop/desktop-app'),
};

function loadShell(shell: 'desktop' | 'mobile'): Promise<ShellModule> {
  return SHELLS[shell]();
}

function showBootError(root: HTMLElement, error: unknown): void {
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.style.cssText = 'padding:24px;font-size:14px;color:#cf1322';
  text.textContent = `页面加载失败，请刷新重试（${error instanceof Error ? error.message : String(error)}）`;
  root.replaceChildren(text);
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const config = getAppConfig();
  document.title = config.productTitle;
  installChunkReload();
  void maybeLoadVConsole().catch(() => undefined);
  const shell = chooseShell();
  // Webview layer (issue 8): the back guard must listen before the shell's router does.
  installBackGuard({ floor: shell === 'mobile' });
  let mod: ShellModule;
  try {
    mod = await loadShell(shell);
  } catch (e) {
    const error = isChunkLoadError(e) ? chunkLoadError(`${shell}-app`, e) : e;
    if (isChunkLoadError(error) && reloadOnceForChunk()) return;
    showBootError(root, error);
    return;
  }
  const Shell = mod.default;
  // The page was just loaded from the current index: the version check (its own chunk) starts later,
  // off the first load.
  window.setTimeout(() => {
    void import('./shared/platform/version-check')
      .then((m) => m.installVersionCheck())
      .catch(() => undefined);
  }, VERSION_CHECK_START_MS);
  createRoot(root).render(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
}

void boot();
