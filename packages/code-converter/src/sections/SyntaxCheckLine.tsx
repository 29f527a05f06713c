import { CheckCircle2, CircleSlash, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as styles from '../CodeConverterPage.css';
import type { LanguageId } from '../core/languages';
import type { SyntaxCheck } from '../core/syntaxCheck';

/**
 * The check of a finished result with the target language's parser (loaded on demand, like the
 * checker itself). Undefined while it runs, and for anything not finished (streaming, stopped,
 * cut off): those are not offered as complete code.
 */
export function useSyntaxCheck(code: string, language: LanguageId, finished: boolean) {
  const [state, setState] = useState<{ code: string; check: SyntaxCheck }>();
  useEffect(() => {
    if (!finished) return;
    let cancelled = false;
    import('../core/syntaxCheck')
      .then(({ checkSyntax }) => checkSyntax(code, language))
      .then((check) => {
        if (!cancelled) setState({ code, check });
      })
      .catch((error: unknown) => {
        // The check is an extra: the result stays usable without it.
        console.warn('Syntax check is unavailable:', error);
        if (!cancelled) setState({ code, check: { status: 'not-checked' } });
      });
    return () => {
      cancelled = true;
    };
  }, [code, language, finished]);
  return finished && state?.code === code ? state.check : undefined;
}

/** `Syntax check passed`, `Syntax error at line 12: …` (announced), or `Not checked`. */
export function SyntaxCheckLine({ check }: { check: SyntaxCheck }) {
  if (check.status === 'passed') {
    return (
      <p className={styles.checkPassed} role="status">
        <CheckCircle2 size={16} aria-hidden />
        Syntax check passed
      </p>
    );
  }
  if (check.status === 'error') {
    return (
      // Announced politely: the code is still offered, the visitor decides what to do with it.
      <p className={styles.checkFailed} role="status">
        <XCircle size={16} aria-hidden />
        {`Syntax error at line ${check.line}: ${check.message}`}
      </p>
    );
  }
  return (
    <p className={styles.checkSkipped} role="status">
      <CircleSlash size={16} aria-hidden />
      Not checked
    </p>
  );
}
