import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

// One id per build: written to dist/version.json and compiled into the client, which polls the
// file to notice a deployment (src/shared/platform/version-check.ts). BUILD_ID pins it in CI.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

function versionFile(): Plugin {
  return {
    name: 'cwxt-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version: buildId }),
      });
    },
  };
}

// The API base is the only thing the dev proxy needs; it mirrors server/config.ts.
const apiBase = process.env.API_BASE ?? '/jeecg-boot';
const serverUrl = process.env.DEV_SERVER_URL ?? 'http://127.0.0.1:8080';

// Shared core modules on the login route of both shells (HTTP client, session re-login,
// validation messages, route names, login flows).
const FIRST_LOAD_CORE =
  /[\\/]src[\\/]shared[\\/](api[\\/](http|http-ui|error-catalogue|api-error|sys[\\/](auth-api|dict-api))|domain[\\/](validation[\\/](messages|builders|rules)|routes[\\/](paths|components|document-title))|platform[\\/]in-app|session[\\/]relogin|flows[\\/](flow-helpers|login-flow)|hooks[\\/](use-sms-countdown|use-captcha))\.ts$|[\\/]node_modules[\\/]zustand[\\/]/;
// antd-mobile pieces of the phone's login route. Not the tslib copies nested under echarts and
// zrender (their own, newer version): those belong to the lazily loaded chart chunk, and in
// mobile-core they made the phone's login page ~220 bytes gzip larger.
const FIRST_LOAD_MOBILE =
  /^(?!.*[\\/]node_modules[\\/](?:echarts|zrender)[\\/]).*[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/](utils[\\/](validate|bound|use-props-value)|components[\\/](dot-loading|input|button)[\\/])|ahooks[\\/]es[\\/](useMemoizedFn|useUpdate)[\\/]|tslib[\\/])/;

export default defineConfig({
  plugins: [react(), versionFile(), precompress()],
  define: {
    __CWXT_BUILD_ID__: JSON.stringify(buildId),
    // The footer's copyright year (shared/domain/routes/paths.ts).
    __CWXT_BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    // WeCom/DingTalk webviews lag behind desktop browsers; keep the syntax they parse.
    target: ['es2020', 'chrome87', 'safari14'],
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Lazy pages preload only their CSS (so they never paint unstyled); their JS imports load as
    // the module graph asks for them. Listing every JS dependency of every lazy page in the first
    // load cost the phone ~2 KiB gzip of its 110 KiB budget.
    // The phone's home-preload chunk (src/mobile/pages/login/home-preload.ts, loaded once the user
    // starts signing in) is the exception: its imports preload every JS dependency, so the home's
    // code arrives in one wave instead of a waterfall of ~20.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|[\\/])home-preload-[\w-]+\.js$/.test(hostId) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Modules every shell's first load needs, in one chunk each instead of a dozen tiny ones
        // (each lazy page that shares a few of them would otherwise split them further, and many
        // small files gzip worse than one: ~1.8 KiB of the phone's 110 KiB budget).
        codeSplitting: {
          groups: [
            { name: 'app-core', test: FIRST_LOAD_CORE, priority: 20 },
            { name: 'mobile-core', test: FIRST_LOAD_MOBILE, priority: 10 },
          ],
        },
      },
      onLog(level, log, handler) {
        // vConsole (loaded only on demand, for debugging inside WeCom/DingTalk) ships a direct eval.
        if (log.code === 'EVAL' && log.id?.includes('vconsole')) return;
        handler(level, log);
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      [apiBase]: { target: serverUrl, changeOrigin: false, ws: true },
    },
  },
});
