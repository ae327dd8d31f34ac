import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API a dev server or a preview forwards /api to (the standalone platform by default).
const apiTarget = process.env.TELEPLAN_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
