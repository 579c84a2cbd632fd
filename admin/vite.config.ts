import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { fullCalendarFontFromOrigin } from './vite-fullcalendar-font.ts';
import { antdStaticStyles } from './vite-antd-static-styles.ts';
import { staffTheme } from './src/theme.ts';

const plainMarkdown = fileURLToPath(new URL('./src/vendor/plain-markdown.tsx', import.meta.url));

// The schema package is read from its TypeScript sources (the `source` export condition), like everywhere else.
// The BFF serves this build on the staff paths; its files live under /staff-assets/ so that they never collide with
// the family app's /assets/. No source maps: the BFF would hand out the app's sources (it refuses `.map` anyway).
// `vite dev` forwards /v1 to a BFF started with `npm start`.
export default defineConfig({
  plugins: [react(), fullCalendarFontFromOrigin(), antdStaticStyles(staffTheme), precompressed()],
  resolve: {
    conditions: ['source'],
    // No Markdown in the staff app: keep @refinedev/antd's Markdown renderer out of the bundle (see the file).
    alias: [
      { find: /^react-markdown$/, replacement: plainMarkdown },
      { find: /^remark-gfm$/, replacement: plainMarkdown },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    assetsDir: 'staff-assets',
    chunkSizeWarningLimit: 1500,
    // Fonts stay files (FullCalendar's icons): the page's security policy loads fonts from our origin only.
    assetsInlineLimit: (file) => (file.endsWith('.ttf') || file.endsWith('.woff2') ? false : undefined),
  },
  server: { port: 5174, proxy: { '/v1': 'http://localhost:8080' } },
});

/**
 * Brotli and gzip copies beside each script, style and icon, made once at build time, so that the server `npm start`
 * runs sends the same bytes as the production proxy without compressing on every request. Only the assets: the
 * server rewrites index.html on each request (error-reporting meta tag), so a copy of it would never be sent.
 */
function precompressed() {
  return compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|webmanifest)$/, logLevel: 'silent' });
}
