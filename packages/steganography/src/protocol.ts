/** Messages between the page and the steganography worker. */
export type WorkerRequest =
  | { id: number; kind: 'probe'; image: Blob }
  | {
      id: number;
      kind: 'encode';
      image: Blob;
      file: Blob;
      fileName: string;
      fileType: string;
      password?: string;
    }
  | { id: number; kind: 'decode'; image: Blob; password?: string };

export type WorkerResponse =
  | { id: number; kind: 'progress'; percent: number }
  | { id: number; kind: 'error'; message: string }
  | { id: number; kind: 'probed'; width: number; height: number; preview?: Blob }
  | {
      id: number;
      kind: 'encoded';
      png: Blob;
      width: number;
      height: number;
      sha256: string;
      preview?: Blob;
    }
  | { id: number; kind: 'decoded'; name: string; type: string; bytes: Blob };
