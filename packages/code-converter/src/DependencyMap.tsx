import { Spinner } from '@demos/kit';
import { AlertTriangle, Network } from 'lucide-react';
import { useId } from 'react';
import * as styles from './CodeConverterPage.css';
import type { Dependency } from './core/dependencies';
import { say, TEXT } from './messages';
import type { DependencyStatus } from './store';

export interface DependencyMapProps {
  from: string;
  to: string;
  status: Exclude<DependencyStatus, 'idle'>;
  dependencies: Dependency[] | null;
  error: string | null;
}

/** The source's imports and packages with their target-language equivalents (after the code). */
export function DependencyMap({ from, to, status, dependencies, error }: DependencyMapProps) {
  const id = useId();
  return (
    <section className={styles.dependencies} aria-labelledby={id} aria-busy={status === 'loading'}>
      <h2 id={id} className={styles.dependenciesTitle}>
        <Network size={18} aria-hidden />
        {TEXT.dependencyMap}
      </h2>
      {status === 'loading' && (
        <p className={styles.dependenciesNote} role="status">
          <Spinner size={16} />
          {say.mapping(from, to)}
        </p>
      )}
      {status === 'error' && (
        <p className={styles.dependenciesError} role="status">
          <AlertTriangle size={16} aria-hidden />
          {error}
        </p>
      )}
      {status === 'done' && dependencies?.length === 0 && (
        <p className={styles.dependenciesNote}>{say.noImports(from)}</p>
      )}
      {status === 'done' && dependencies && dependencies.length > 0 && (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{from}</th>
                <th scope="col">{say.equivalent(to)}</th>
                <th scope="col">{TEXT.note}</th>
              </tr>
            </thead>
            <tbody>
              {dependencies.map((dependency, index) => (
                // Names can repeat (an import listed twice by the model): the position keeps keys unique.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced whole, never reordered.
                <tr key={index}>
                  <td>
                    <code>{dependency.source}</code>
                  </td>
                  <td>
                    {dependency.target === null ? (
                      <span className={styles.noEquivalent}>{TEXT.noEquivalent}</span>
                    ) : (
                      <code>{dependency.target}</code>
                    )}
                  </td>
                  <td>{dependency.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
