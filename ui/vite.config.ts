import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Blueprint pulls react-popper, whose peer range stops at React 18, so npm keeps a second copy of
    // React at the workspace root; two Reacts in one bundle break hooks. Always use the UI's own copy.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // Blueprint alone is ~500 kB before gzip; it is cached once for every screen.
    chunkSizeWarningLimit: 1000,
  },
});
