import type { Token, TokenStream } from 'prismjs';
import { type ReactNode, type TextareaHTMLAttributes, useDeferredValue, useMemo, useRef } from 'react';
import * as styles from './CodeEditor.css';
import type { Tokenize } from './highlight/useTokenizer';

/** Beyond this many characters the editor stays plain: tokenizing on every keystroke would lag. */
export const MAX_HIGHLIGHT_CHARS = 100_000;
/** The text's top padding (vars.space.md in CodeEditor.css.ts), where line 1 starts. */
const MARK_OFFSET = 'var(--demos-space-md)';

export interface CodeEditorProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  value: string;
  /** From `useTokenizer`; without it the editor is a plain text area. */
  tokenize?: Tokenize;
  /** A line (1-based) to mark, e.g. where a syntax error is (drawn with the highlighting). */
  markedLine?: number;
}

/**
 * A text area with syntax highlighting drawn behind it: the text area keeps the text, the caret,
 * selection, undo, keyboard and screen-reader behaviour; a highlighted copy of the same text sits
 * underneath, scrolled with it. Before the highlighter loads it is simply the text area.
 */
export function CodeEditor({ value, tokenize, markedLine, className, onScroll, ...props }: CodeEditorProps) {
  const highlightRef = useRef<HTMLPreElement>(null);
  const deferred = useDeferredValue(value);
  const active = Boolean(tokenize) && value.length <= MAX_HIGHLIGHT_CHARS;
  const tokens = useMemo(
    () => (active && tokenize ? renderTokens(tokenize(deferred)) : null),
    [active, tokenize, deferred],
  );
  // While the deferred copy lags behind, the text shows plainly rather than misaligned.
  const aligned = tokens !== null && deferred === value;

  return (
    <div className={styles.surface}>
      {aligned && (
        <pre ref={highlightRef} className={styles.highlight} aria-hidden data-testid="code-highlight">
          {markedLine !== undefined && (
            <span
              className={styles.errorLine}
              data-testid="marked-line"
              // Set through the DOM by React (allowed by the CSP's style-src 'self').
              style={{ top: `calc(${MARK_OFFSET} + ${(markedLine - 1) * 1.6}em)` }}
            />
          )}
          {tokens}
          {/* A trailing newline in a pre collapses; the text area shows an empty last line. */}
          {'\n'}
        </pre>
      )}
      <textarea
        {...props}
        value={value}
        className={[aligned ? styles.overlay : styles.plain, className].filter(Boolean).join(' ')}
        data-highlighted={aligned ? '' : undefined}
        onScroll={(event) => {
          const highlight = highlightRef.current;
          if (highlight) {
            highlight.scrollTop = event.currentTarget.scrollTop;
            highlight.scrollLeft = event.currentTarget.scrollLeft;
          }
          onScroll?.(event);
        }}
      />
    </div>
  );
}

function renderTokens(stream: TokenStream, path = 't'): ReactNode {
  if (typeof stream === 'string') return stream;
  if (!Array.isArray(stream)) return renderToken(stream, path);
  return stream.map((part, index) =>
    typeof part === 'string' ? part : renderToken(part, `${path}.${index}`),
  );
}

function renderToken(token: Token, key: string): ReactNode {
  const aliases = Array.isArray(token.alias) ? token.alias : token.alias ? [token.alias] : [];
  const className = ['token', token.type, ...aliases].join(' ');
  return (
    <span key={key} className={className}>
      {renderTokens(token.content, key)}
    </span>
  );
}
