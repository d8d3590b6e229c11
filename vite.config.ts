import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';

// The API base is the only thing the dev proxy needs; it mirrors server/config.ts.
const apiBase = process.env.API_BASE ?? '/jeecg-boot';
const serverUrl = process.env.DEV_SERVER_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // WeCom/DingTalk webviews lag behind desktop browsers; keep the syntax they parse.
    target: ['es2020', 'chrome87', 'safari14'],
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Lazy pages preload only their CSS (so they never paint unstyled); their JS imports load as
    // the module graph asks for them. Listing every JS dependency of every lazy page in the first
    // load cost the phone ~2 KiB gzip of its 110 KiB budget.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
    rolldownOptions: {
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
