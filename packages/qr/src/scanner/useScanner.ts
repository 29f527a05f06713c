import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { NotAPictureError, type ScanResult, scanPicture, scanVideoFrame } from './readPicture';

export type ScanProblem = 'notImage' | 'cameraDenied' | 'cameraMissing' | 'cameraUnavailable';
export type ScanStatus = 'idle' | 'reading' | 'done' | 'camera';

/** How often the camera's frame is searched while the camera is on. */
const FRAME_INTERVAL_MS = 250;

function cameraProblem(error: unknown): ScanProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'cameraMissing';
  }
  return 'cameraUnavailable';
}

/** The first image among pasted files or clipboard items, if any. */
function pastedImage(event: ClipboardEvent): File | null {
  const files = Array.from(event.clipboardData?.files ?? []);
  return files.find((file) => file.type.startsWith('image/')) ?? null;
}

/**
 * The scanner's state: the picture being read, the codes found, and the camera. Codes found are
 * reported through `onResult`; the camera stops as soon as a frame holds a code, and when the
 * scanner unmounts.
 */
export function useScanner(
  onResult: ((results: ScanResult[]) => void) | undefined,
  video: RefObject<HTMLVideoElement | null>,
) {
  const [status, setStatus] = useState<ScanStatus>('idle');
  const [results, setResults] = useState<ScanResult[]>([]);
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const report = useRef(onResult);
  report.current = onResult;
  const generation = useRef(0);

  const stopCamera = useCallback(() => {
    setStream((current) => {
      for (const track of current?.getTracks() ?? []) track.stop();
      return null;
    });
  }, []);

  const finish = useCallback((found: ScanResult[]) => {
    setResults(found);
    setStatus('done');
    report.current?.(found);
  }, []);

  const readFile = useCallback(
    async (chosen: File | null) => {
      stopCamera();
      const run = ++generation.current;
      setFile(chosen);
      setProblem(null);
      setResults([]);
      if (!chosen) {
        setStatus('idle');
        return;
      }
      setStatus('reading');
      try {
        const found = await scanPicture(chosen);
        if (run === generation.current) finish(found);
      } catch (error) {
        if (run !== generation.current) return;
        if (!(error instanceof NotAPictureError)) console.warn('QR scan failed:', error);
        setProblem('notImage');
        setStatus('idle');
      }
    },
    [finish, stopCamera],
  );

  const startCamera = useCallback(async () => {
    generation.current += 1;
    setProblem(null);
    setResults([]);
    setFile(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('cameraUnavailable');
      return;
    }
    try {
      const opened = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      setStream(opened);
      setStatus('camera');
    } catch (error) {
      setProblem(cameraProblem(error));
      setStatus('idle');
    }
  }, []);

  // While the camera is on: show it, and search a frame every FRAME_INTERVAL_MS until one holds a code.
  useEffect(() => {
    const element = video.current;
    if (!stream || !element) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const look = async () => {
      const found = await scanVideoFrame(element).catch(() => []);
      if (stopped) return;
      if (found.length > 0) {
        finish(found);
        stopCamera();
      } else timer = setTimeout(look, FRAME_INTERVAL_MS);
    };
    timer = setTimeout(look, FRAME_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      element.srcObject = null;
    };
  }, [stream, video, finish, stopCamera]);

  // The camera is released when the scanner goes away.
  useEffect(() => () => stopCamera(), [stopCamera]);

  // Ctrl/⌘+V anywhere while the scanner is shown reads a pasted picture (text fields keep their paste).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const image = pastedImage(event);
      if (!image) return;
      event.preventDefault();
      void readFile(image);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [readFile]);

  const cameraOn = stream !== null;
  return {
    status: cameraOn ? ('camera' as const) : status,
    results,
    problem,
    file,
    cameraOn,
    readFile,
    startCamera,
    stopCamera: () => {
      stopCamera();
      setStatus('idle');
    },
  };
}
