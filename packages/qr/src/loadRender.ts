/** The drawing, the QR library and the decoder, loaded on demand (a chunk of their own). */
export const loadRender = () => import('./render');
