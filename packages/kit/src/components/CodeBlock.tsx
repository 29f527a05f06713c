import { Fragment, type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { type CodeToken, type CodeTokenKind, codeTokensText } from '../highlight/tokens';
import * as styles from './CodeBlock.css';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';

/** Loads a highlighter on demand: `() => import('@demos/kit/highlight').then((m) => m.loadBashHighlighter())`. */
export type CodeHighlighterLoader = () => Promise<(code: string) => CodeToken[]>;

interface CodeSource {
  /** The code. May be omitted when `tokens` is given: the tokens' text is the code. */
  code?: string;
  /**
   * The code highlighted ahead of time (a module written by tooling/highlight). Shown only while its
   * text is exactly `code`, so stale tokens never show the wrong code.
   */
  tokens?: readonly CodeToken[];
  /**
   * For code made at run time: a loader called once the code is on screen or close to it (at once
   * where IntersectionObserver is missing). The plain text shows until it resolves. Pass a stable
   * (module-level) function.
   */
  highlight?: CodeHighlighterLoader;
}

export interface CodeBlockProps extends CodeSource {
  /** Shown in the toolbar; also the default download name. */
  filename?: string;
  /** Accessible name of the code region. */
  label?: string;
  /** What Copy copies when it is more than the code shown (a long script cut short); by default the code. */
  copyText?: string | (() => string);
  /** Offer a download of the code under this name; omit to hide the button. */
  downloadName?: string;
  mimeType?: string;
  copyLabel?: string;
  copiedLabel?: string;
  downloadLabel?: string;
  onCopied?: () => void;
  onDownloaded?: () => void;
  /**
   * The success toasts after a copy and a download, in the page's language ('Script copié dans
   * le presse-papier!'); none when left out.
   */
  copiedToast?: string;
  downloadedToast?: string;
  className?: string;
}

/** How close to the viewport a block's highlighter starts loading (it is usually ready when seen). */
const HIGHLIGHT_MARGIN = '600px 0px';

/**
 * The code text and the tokens to draw it with (undefined: plain text). A run-time highlighter
 * loads only when the block nears the viewport: below the fold on a phone, its grammar and the
 * tokenizing of the code stay out of the page's load (a long task on a slow phone).
 */
function useCode(
  { code, tokens, highlight }: CodeSource,
  block: RefObject<HTMLElement | null>,
): { text: string; shown?: readonly CodeToken[] } {
  const [highlighter, setHighlighter] = useState<((code: string) => CodeToken[]) | null>(null);
  useEffect(() => {
    if (!highlight) return;
    let live = true;
    const load = () =>
      highlight().then(
        (fn) => {
          if (live) setHighlighter(() => fn);
        },
        (error: unknown) => console.warn('Code highlighting could not load; the code stays plain.', error),
      );
    const element = block.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: HIGHLIGHT_MARGIN },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [highlight, block]);
  return useMemo(() => {
    const fixedText = tokens ? codeTokensText(tokens) : undefined;
    const text = code ?? fixedText ?? '';
    if (tokens && fixedText === text) return { text, shown: tokens };
    if (highlighter && text) {
      const lazy = highlighter(text);
      if (codeTokensText(lazy) === text) return { text, shown: lazy };
    }
    return { text };
  }, [code, tokens, highlighter]);
}

/** One coloured (or plain) piece of a token, `kind` undefined for plain text. */
type Piece = { kind?: CodeTokenKind; text: string; at: number };

function pieceSpan({ kind, text, at }: Piece) {
  return kind ? (
    <span key={at} className={styles.token[kind]}>
      {text}
    </span>
  ) : (
    text
  );
}

/**
 * The code as coloured spans. With `words`, each run without whitespace (`Set-ExecutionPolicy`,
 * `./create-my-app.sh`) is also kept whole in a span that never breaks, so a wrapping command breaks
 * only at its spaces, never after a hyphen or inside a path.
 */
function CodeText({ text, shown, words }: { text: string; shown?: readonly CodeToken[]; words?: boolean }) {
  const pieces: Piece[] = [];
  let offset = 0;
  for (const token of shown ?? [text]) {
    const [kind, part] = typeof token === 'string' ? [undefined, token] : token;
    pieces.push({ kind, text: part, at: offset });
    offset += part.length;
  }
  if (!words) {
    if (!shown) return <code>{text}</code>;
    return <code>{pieces.map(pieceSpan)}</code>;
  }
  // Split the pieces at whitespace; consecutive non-space parts form one word.
  const out: ReactNode[] = [];
  let word: ReactNode[] = [];
  let wordAt = 0;
  const endWord = () => {
    if (word.length === 0) return;
    out.push(
      <span key={`w${wordAt}`} className={styles.word}>
        {word}
      </span>,
    );
    word = [];
  };
  for (const piece of pieces) {
    let at = piece.at;
    for (const part of piece.text.split(/(\s+)/)) {
      if (!part) continue;
      if (/^\s/.test(part)) {
        endWord();
        out.push(part);
      } else {
        if (word.length === 0) wordAt = at;
        word.push(pieceSpan({ kind: piece.kind, text: part, at }));
      }
      at += part.length;
    }
  }
  endWord();
  return <code>{out}</code>;
}

/**
 * A file of code: name, copy (and download) buttons, then the code in a keyboard-scrollable region.
 * Lines never wrap; a shadow on a side shows there is more code that way.
 */
export function CodeBlock({
  code,
  tokens,
  highlight,
  filename,
  label,
  copyText,
  downloadName,
  mimeType = 'text/plain;charset=utf-8',
  copyLabel,
  copiedLabel,
  downloadLabel,
  onCopied,
  onDownloaded,
  copiedToast,
  downloadedToast,
  className,
}: CodeBlockProps) {
  const figure = useRef<HTMLElement>(null);
  const { text, shown } = useCode({ code, tokens, highlight }, figure);
  return (
    <figure ref={figure} className={[styles.block, className].filter(Boolean).join(' ')}>
      <figcaption className={styles.toolbar}>
        <span className={styles.filename}>{filename ?? label ?? 'code'}</span>
        <span className={styles.actions}>
          <CopyButton
            text={copyText ?? text}
            label={copyLabel}
            copiedLabel={copiedLabel}
            onCopied={onCopied}
            copiedToast={copiedToast}
          />
          {downloadName && (
            <DownloadButton
              data={text}
              filename={downloadName}
              mimeType={mimeType}
              label={downloadLabel}
              onDownloaded={onDownloaded}
              downloadedToast={downloadedToast}
            />
          )}
        </span>
      </figcaption>
      <section
        className={styles.scroll}
        aria-label={label ?? filename ?? 'code'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable code must be reachable to scroll it by keyboard.
        tabIndex={0}
      >
        <pre className={styles.pre}>
          <CodeText text={text} shown={shown} />
        </pre>
      </section>
    </figure>
  );
}

export interface CodeCommandProps extends CodeSource {
  /** Accessible name of the command's region, e.g. "Make the script executable". */
  label: string;
  copyLabel?: string;
  copiedLabel?: string;
  onCopied?: () => void;
  /** A success toast after a copy, in the page's language; none when left out. */
  copiedToast?: string;
  className?: string;
}

/**
 * A short command to type (one or a few lines) with a copy button beside it, the kit's one rule for
 * commands on every page: it wraps only at its spaces (never inside a word, a flag or a path, hyphens
 * included) and never runs under the button; a single word longer than the line scrolls sideways
 * with a shadow on the side that has more.
 */
export function CodeCommand({
  code,
  tokens,
  highlight,
  label,
  copyLabel,
  copiedLabel,
  onCopied,
  copiedToast,
  className,
}: CodeCommandProps) {
  const box = useRef<HTMLDivElement>(null);
  const { text, shown } = useCode({ code, tokens, highlight }, box);
  return (
    <div ref={box} className={[styles.command, className].filter(Boolean).join(' ')}>
      <section
        className={styles.commandScroll}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long command must be reachable to scroll it by keyboard.
        tabIndex={0}
      >
        <pre className={styles.commandPre}>
          <CodeText text={text} shown={shown} words />
        </pre>
      </section>
      <CopyButton
        text={text}
        label={copyLabel}
        copiedLabel={copiedLabel}
        onCopied={onCopied}
        copiedToast={copiedToast}
        // Several commands sit on one page: each button says which one it copies.
        aria-label={`${copyLabel ?? 'Copy'}: ${label}`}
        className={styles.commandCopy}
      />
    </div>
  );
}

/** A run without spaces that names a file, flag or path: a hyphen, a dot between letters, a backslash. */
const TECHNICAL = /^(?=.*(?:\w-\w|-\w|\w\.\w|\\))\S+$/;

/**
 * Prose that names files, flags and paths ("writes the start script start-electrumx.ps1"): each such
 * word is kept whole on its line, so a sentence never breaks after a hyphen or inside a path, the
 * rule the kit's commands follow. Other words wrap as usual.
 */
export function KeepWhole({ children }: { children: string }) {
  return (
    <>
      {children.split(/(\s+)/).map((part, index) =>
        TECHNICAL.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed text; the same word may repeat.
          <span key={index} className={styles.word}>
            {part}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed text; the same word may repeat.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
