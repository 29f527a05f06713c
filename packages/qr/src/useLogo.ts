import { type RefObject, useRef, useState } from 'react';
import type { QrStore } from './store';

/**
 * Reading a chosen logo (redrawn on the device, in its own chunk) into the store. Only the last
 * chosen file counts, however long each takes to read.
 */
export function useLogo(store: QrStore, input: RefObject<HTMLInputElement | null>) {
  const request = useRef(0);
  // The chosen logo's size, shown in the drop zone (a logo restored from elsewhere has none).
  const [bytes, setBytes] = useState<number>();

  const choose = async (file: File) => {
    const mine = ++request.current;
    const result = await import('./logo')
      .then(({ readLogo }) => readLogo(file))
      .catch((error: unknown) => {
        console.warn('The logo could not be read:', error);
        return { problem: 'unreadable' as const };
      });
    if (mine !== request.current) return;
    if ('logo' in result) {
      setBytes(file.size);
      store.getState().setLogo(result.logo);
    } else store.getState().setLogo(null, result.problem);
  };

  const remove = () => {
    request.current += 1;
    store.getState().setLogo(null);
    if (input.current) input.current.value = '';
  };

  return { bytes, choose, remove };
}
