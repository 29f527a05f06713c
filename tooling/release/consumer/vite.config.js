import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain React app: no vanilla-extract plugin. The packages' CSS comes precompiled.
export default defineConfig({ plugins: [react()] });
