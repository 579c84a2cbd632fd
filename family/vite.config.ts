import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The schema package is read from its TypeScript sources (the `source` export condition), like everywhere else.
// The BFF serves the build from family/dist, without source maps (they would hand out the app's sources; the BFF
// refuses `.map` anyway); `vite dev` forwards /v1 to a BFF started with `npm start`.
export default defineConfig({
  plugins: [react(), precompressed()],
  resolve: { conditions: ['source'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/v1': 'http://localhost:8080' } },
});

/**
 * Brotli and gzip copies beside each script, style and icon, made once at build time, so that the server `npm start`
 * runs sends the same bytes as the production proxy without compressing on every request. Only the assets: the
 * server rewrites index.html on each request (error-reporting meta tag), so a copy of it would never be sent.
 */
function precompressed() {
  return compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|webmanifest)$/, logLevel: 'silent' });
}
