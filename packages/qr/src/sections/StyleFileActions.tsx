import { Button, downloadBlob, format } from '@demos/kit';
import { FileDown, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import * as styles from '../QrPage.css';
import type { QrStore } from '../store';
import { parseStyleJson, STYLE_FILE_MAX_BYTES, styleToJson } from '../style/style';
import type { StyleMessages } from '../style/styleI18n';

type Status = { tone: 'ok'; text: string } | { tone: 'error'; text: string } | null;

/** Save style (a small JSON download) and Load style (a file read on the device, checked first). */
export function StyleFileActions({ store, m }: { store: QrStore; m: StyleMessages }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>(null);

  const save = () => {
    const { style, options } = store.getState();
    const json = styleToJson({ style, foreground: options.foreground, background: options.background });
    downloadBlob(json, 'qr-style.json', 'application/json');
  };

  const load = async (file: File) => {
    if (file.size > STYLE_FILE_MAX_BYTES) {
      setStatus({ tone: 'error', text: m.styleFileProblems.tooBig });
      return;
    }
    const read = parseStyleJson(await file.text());
    if (!read.ok) {
      setStatus({ tone: 'error', text: m.styleFileProblems[read.problem] });
      return;
    }
    const { setStyle, setOptions } = store.getState();
    setStyle(read.file.style);
    setOptions({ foreground: read.file.foreground, background: read.file.background });
    setStatus({ tone: 'ok', text: format(m.styleLoaded, { name: file.name }) });
  };

  return (
    <div className={styles.optionStack}>
      <div className={styles.actions}>
        <Button variant="secondary" icon={FileDown} onClick={save}>
          {m.saveStyle}
        </Button>
        <Button variant="secondary" icon={FileUp} onClick={() => input.current?.click()}>
          {m.loadStyle}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={m.loadStyle}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void load(file);
          }}
        />
      </div>
      <p className={status?.tone === 'error' ? styles.warning : styles.hint} role="status">
        {status?.text}
      </p>
    </div>
  );
}
