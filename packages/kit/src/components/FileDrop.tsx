import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from './Button';
import { cx } from './cx';
import * as fieldStyles from './Field.css';
import * as styles from './FileDrop.css';

/** What the zone shows of a file: a File, or any name and size. */
export interface FileDropFile {
  name: string;
  /** Bytes; the size is left out when unknown. */
  size?: number;
}

export type FileDropProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'className' | 'value' | 'defaultValue' | 'children' | 'multiple'
> & {
  /** Visible label, tied to the file input. */
  label: ReactNode;
  description?: ReactNode;
  /** An error shown under the zone; it also marks the input aria-invalid. */
  error?: ReactNode;
  /** Marks the zone invalid without a message here (the page shows it elsewhere, e.g. in a status
   * line: link it with aria-describedby). */
  invalid?: boolean;
  /** Called with the chosen (or dropped) file, and with null when it is removed. */
  onFileChange?: (file: File | null) => void;
  /** The file to show; by default the one chosen in this input. */
  file?: FileDropFile | null;
  /** The zone's words: pass your page's language. */
  chooseLabel?: string;
  dropLabel?: string;
  clearLabel?: string;
  /** The clear button's accessible name; by default `${clearLabel} ${file.name}`. */
  clearAriaLabel?: (file: FileDropFile) => string;
  formatSize?: (bytes: number) => string;
  className?: string;
};

/** 999 B, 12.3 KB, 4.5 MB (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Splits a name so its end (the extension and a few characters) always stays visible. */
export function splitFileName(name: string): [head: string, tail: string] {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.length - dot : 0;
  const keep = Math.min(name.length, extension + 6);
  return [name.slice(0, name.length - keep), name.slice(name.length - keep)];
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function UploadIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="M17 8l-5-5-5 5" />
      <path d="M12 3v12" />
    </svg>
  );
}

interface FileInputOptions {
  file: FileDropFile | null | undefined;
  disabled: boolean | undefined;
  ref: Ref<HTMLInputElement> | undefined;
  onFileChange: FileDropProps['onFileChange'];
  onChange: FileDropProps['onChange'];
  onKeyDown: FileDropProps['onKeyDown'];
}

/**
 * The chosen file and the input's handlers: a pick, a drop (put into the input, so forms and the
 * boot script see it, then reported as a change), Enter opening the picker, and clearing.
 */
function useFileInput({
  file: fileProp,
  disabled,
  ref,
  onFileChange,
  onChange,
  onKeyDown,
}: FileInputOptions) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const shown = fileProp !== undefined ? fileProp : picked;

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const choose = (file: File | null) => {
    setPicked(file);
    onFileChange?.(file);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    choose(event.currentTarget.files?.[0] ?? null);
  };

  const clear = () => {
    const input = inputRef.current;
    if (input) {
      input.value = '';
      input.focus();
    }
    choose(null);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = event.dataTransfer?.files;
    const file = files?.[0];
    if (!file) return;
    const input = inputRef.current;
    // Keep the input's own value in step (forms, the boot script), then tell the app as a change.
    try {
      if (input && files.length === 1) input.files = files;
      else if (input) {
        const transfer = new DataTransfer();
        transfer.items.add(file);
        input.files = transfer.files;
      }
    } catch {
      // A browser that cannot set files: the app still gets the file below.
    }
    if (input?.files?.[0] === file) input.dispatchEvent(new Event('change', { bubbles: true }));
    else choose(file);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // Space opens the picker natively everywhere; Enter does not in every browser.
    if (event.key === 'Enter' && !event.defaultPrevented && !disabled) {
      event.preventDefault();
      try {
        event.currentTarget.showPicker();
      } catch {
        event.currentTarget.click();
      }
    }
  };

  const zoneHandlers = {
    onDragEnter: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => event.preventDefault(),
    onDragLeave: (event: DragEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: handleDrop,
  };
  return { shown, dragging, setRef, handleChange, handleKeyDown, clear, zoneHandlers };
}

/** What the zone says: the chosen file's name (cut in the middle) and size, or how to choose one. */
function FileDropStatus({
  shown,
  statusId,
  chooseLabel,
  dropLabel,
  formatSize,
}: {
  shown: FileDropFile | null;
  statusId: string;
  chooseLabel: string;
  dropLabel: string;
  formatSize: (bytes: number) => string;
}) {
  if (!shown) {
    return (
      <span className={styles.body}>
        <span className={styles.choose}>{chooseLabel}</span>
        <span className={styles.hint}>{dropLabel}</span>
      </span>
    );
  }
  const [head, tail] = splitFileName(shown.name);
  return (
    <span className={styles.body} id={statusId}>
      <span className={styles.name} title={shown.name} data-file-name="">
        <span className={styles.nameHead}>{head}</span>
        <span className={styles.nameTail}>{tail}</span>
      </span>
      {shown.size !== undefined && <span className={styles.size}>{formatSize(shown.size)}</span>}
    </span>
  );
}

/**
 * A file drop zone around a real <input type="file">. The input is invisible but covers the zone,
 * so clicking, tapping, pressing Enter or Space, or dropping a file work as the browser's own
 * control, before hydration too (the site's boot script replays the choice as a change). Once
 * chosen, the zone shows the file's name (cut in the middle, never broken; the full name in its
 * title), its size and a clear button.
 */
export function FileDrop({
  label,
  description,
  error,
  invalid: invalidProp,
  onFileChange,
  onChange,
  file: fileProp,
  chooseLabel = 'Choose a file',
  dropLabel = 'or drop it here',
  clearLabel = 'Remove',
  clearAriaLabel,
  formatSize = formatFileSize,
  className,
  disabled,
  id: idProp,
  ref,
  ...inputProps
}: FileDropProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const statusId = `${id}-status`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const { shown, dragging, setRef, handleChange, handleKeyDown, clear, zoneHandlers } = useFileInput({
    file: fileProp,
    disabled,
    ref,
    onFileChange,
    onChange,
    onKeyDown: inputProps.onKeyDown,
  });
  const invalid = invalidProp ?? Boolean(error);

  const describedBy =
    [
      inputProps['aria-describedby'],
      shown ? statusId : undefined,
      description ? descriptionId : undefined,
      error ? errorId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cx(styles.field, className)}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div
        className={styles.zone}
        data-dragging={dragging ? '' : undefined}
        data-file={shown ? '' : undefined}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        {...zoneHandlers}
      >
        <input
          {...inputProps}
          ref={setRef}
          id={id}
          type="file"
          className={styles.input}
          disabled={disabled}
          // Chromium's own tooltip ("No file chosen") would show over the zone: name the file instead.
          title={shown ? shown.name : chooseLabel}
          aria-invalid={invalid ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
        <UploadIcon />
        <FileDropStatus
          shown={shown}
          statusId={statusId}
          chooseLabel={chooseLabel}
          dropLabel={dropLabel}
          formatSize={formatSize}
        />
        {shown && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className={styles.clear}
            disabled={disabled}
            aria-label={clearAriaLabel ? clearAriaLabel(shown) : `${clearLabel} ${shown.name}`}
            onClick={clear}
          >
            {clearLabel}
          </Button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className={cx(fieldStyles.description, styles.message)}>
          {description}
        </p>
      )}
      {error && (
        // Announced: it follows a choice (a file that is refused).
        <p id={errorId} className={cx(fieldStyles.error, styles.message)} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
