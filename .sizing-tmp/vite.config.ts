import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ root: __dirname, plugins: [react()], build: { outDir: '/tmp/sizing-dist', target: ['es2020','chrome87','safari14'] }, logLevel: 'info' });
