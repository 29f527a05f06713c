import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// React Router's own plugin only: the packages ship precompiled CSS, no vanilla-extract plugin.
export default defineConfig({ plugins: [reactRouter()] });
