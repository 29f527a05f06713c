import { Button, CopyButton, Spinner } from '@demos/kit';
import { AlertTriangle, PenLine, RotateCcw, ScanEye, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { checkFacts, splitByFindings } from './core/factCheck';
import { REFINE_ACTIONS } from './core/refine';
import * as styles from './EmailWriterPage.css';
import type { Messages } from './i18n';
import type { EmailWriterState } from './store';

type ToolsState = Pick<
  EmailWriterState,
  | 'result'
  | 'thoughts'
  | 'context'
  | 'loading'
  | 'history'
  | 'refining'
  | 'refineFailed'
  | 'subjects'
  | 'subjectsLoading'
  | 'subjectsFailed'
  | 'checkedDraft'
  | 'refine'
  | 'undo'
  | 'suggestSubjects'
  | 'check'
>;

/** What can be done with a draft: refine it (and undo), get subject lines, check it before sending. */
export function EmailTools({ state, t }: { state: ToolsState; t: Messages }) {
  const ids = useId();
  const [instruction, setInstruction] = useState('');
  const busy = state.loading || state.refining !== null;
  const applyInstruction = (event: FormEvent) => {
    event.preventDefault();
    if (instruction.trim() === '') return;
    void state.refine('custom', instruction).then(() => setInstruction(''));
  };

  return (
    <div className={styles.tools}>
      <section
        className={styles.toolGroup}
        aria-labelledby={`${ids}-refine`}
        aria-busy={state.refining !== null}
      >
        <h3 id={`${ids}-refine`} className={styles.toolTitle}>
          <Sparkles size={16} aria-hidden />
          {t.refineTitle}
        </h3>
        <div className={styles.toolButtons}>
          {REFINE_ACTIONS.map((action) => (
            <Button
              key={action}
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => void state.refine(action)}
            >
              {state.refining === action && <Spinner size={14} />}
              {t.refineActions[action]}
            </Button>
          ))}
          <Button
            variant="ghost"
            size="sm"
            disabled={busy || state.history.length === 0}
            onClick={state.undo}
          >
            <RotateCcw size={14} aria-hidden />
            {t.undo}
          </Button>
        </div>
        <form className={styles.instructionForm} onSubmit={applyInstruction}>
          <label htmlFor={`${ids}-instruction`} className={styles.fieldLabel}>
            {t.refineInstructionLabel}
          </label>
          <div className={styles.instructionRow}>
            <input
              id={`${ids}-instruction`}
              className={styles.input}
              value={instruction}
              maxLength={500}
              placeholder={t.refineInstructionPlaceholder}
              onChange={(event) => setInstruction(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={busy || instruction.trim() === ''}>
              {state.refining === 'custom' && <Spinner size={14} />}
              {t.refineApply}
            </Button>
          </div>
        </form>
        {state.refining !== null && (
          <p className={styles.toolNote} role="status">
            {t.refining}
          </p>
        )}
        {state.refineFailed && (
          <p className={styles.toolError} role="alert">
            <AlertTriangle size={16} aria-hidden />
            {t.refineError}
          </p>
        )}
      </section>

      <section className={styles.toolGroup} aria-labelledby={`${ids}-subjects`}>
        <h3 id={`${ids}-subjects`} className={styles.toolTitle}>
          <PenLine size={16} aria-hidden />
          {t.subjectsTitle}
        </h3>
        <div className={styles.toolButtons}>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || state.subjectsLoading}
            aria-busy={state.subjectsLoading}
            onClick={() => void state.suggestSubjects()}
          >
            {state.subjectsLoading && <Spinner size={14} />}
            {t.subjectsAction}
          </Button>
        </div>
        {state.subjectsLoading && (
          <p className={styles.toolNote} role="status">
            {t.subjectsLoading}
          </p>
        )}
        {state.subjectsFailed && (
          <p className={styles.toolError} role="alert">
            <AlertTriangle size={16} aria-hidden />
            {t.subjectsError}
          </p>
        )}
        {state.subjects && (
          <ol className={styles.subjects}>
            {state.subjects.map((subject, index) => (
              <li key={subject} className={styles.subject}>
                <span className={styles.subjectText}>{subject}</span>
                <CopyButton
                  text={subject}
                  label={t.copy}
                  copiedLabel={t.copied}
                  aria-label={t.copySubject.replace('{n}', String(index + 1))}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={styles.toolGroup} aria-labelledby={`${ids}-check`}>
        <h3 id={`${ids}-check`} className={styles.toolTitle}>
          <ScanEye size={16} aria-hidden />
          {t.checkAction}
        </h3>
        <div className={styles.toolButtons}>
          <Button variant="secondary" size="sm" disabled={busy} onClick={state.check}>
            {t.checkAction}
          </Button>
        </div>
        {state.checkedDraft !== null && state.checkedDraft === state.result && (
          <CheckResult draft={state.result} sources={[state.thoughts, state.context]} t={t} />
        )}
      </section>
    </div>
  );
}

function CheckResult({ draft, sources, t }: { draft: string; sources: string[]; t: Messages }) {
  const [thoughts, context] = sources;
  const findings = useMemo(
    () => checkFacts(draft, [thoughts ?? '', context ?? '']),
    [draft, thoughts, context],
  );
  if (findings.length === 0) {
    return (
      <p className={styles.toolNote} role="status">
        {t.checkClean}
      </p>
    );
  }
  return (
    <div className={styles.checkResult} role="status">
      <p className={styles.toolNote}>{t.checkIntro}</p>
      <ul className={styles.findings}>
        {findings.map((finding) => (
          <li key={finding.start}>
            <mark className={styles.mark}>{finding.text}</mark> — {t.checkKinds[finding.kind]}
          </li>
        ))}
      </ul>
      <pre className={styles.checkedDraft} data-testid="checked-draft">
        {splitByFindings(draft, findings).map((part) =>
          typeof part === 'string' ? (
            part
          ) : (
            <mark
              key={part.start}
              className={styles.mark}
              title={t.checkMarkTitle.replace('{kind}', t.checkKinds[part.kind])}
            >
              {part.text}
            </mark>
          ),
        )}
      </pre>
    </div>
  );
}
