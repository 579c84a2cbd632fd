import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The schema package is read from its TypeScript sources (the `source` export condition), like everywhere else.
// The BFF serves the build from family/dist, without source maps (they would hand out the app's sources; the BFF
// refuses `.map` anyway); `vite dev` forwards /v1 to a BFF started with `npm start`.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/v1': 'http://localhost:8080' } },
});
