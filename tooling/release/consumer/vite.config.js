import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain React app: no vanilla-extract plugin. The packages' CSS must come precompiled.
export default defineConfig({ plugins: [react()] });
