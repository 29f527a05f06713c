import { Fragment } from 'react';
import * as styles from './CodeBlock.css';

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
