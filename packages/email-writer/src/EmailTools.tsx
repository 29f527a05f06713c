import { Button, CopyButton, Spinner } from '@demos/kit';
import { AlertTriangle, PenLine, RotateCcw, ScanEye, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { checkFacts, type Finding, splitByFindings } from './core/factCheck';
import { REFINE_ACTIONS } from './core/refine';
import * as styles from './EmailWriterPage.css';
import type { Messages } from './i18n';
import type { DraftSlice } from './slices/draftSlice';
import type { EmailWriterState } from './store';

type ToolsState = Pick<EmailWriterState, 'result' | 'thoughts' | 'context' | 'loading'> & DraftSlice;

/**
 * What "Check before sending" found in the current draft, or null while it has not been checked
 * (or has changed since). The draft panel marks them in place; the tools list them.
 */
export function useDraftFindings(
  state: Pick<EmailWriterState, 'result' | 'thoughts' | 'context' | 'checkedDraft'>,
): Finding[] | null {
  const checked = state.checkedDraft !== null && state.checkedDraft === state.result;
  return useMemo(
    () => (checked ? checkFacts(state.result, [state.thoughts, state.context]) : null),
    [checked, state.result, state.thoughts, state.context],
  );
}

/** The draft with what the check found marked in place (each mark says what to check). */
export function MarkedDraft({ draft, findings, t }: { draft: string; findings: Finding[]; t: Messages }) {
  return (
    <pre className={styles.result} data-testid="checked-draft">
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
  );
}

/** What can be done with a draft: refine it (and undo), get subject lines, check it before sending. */
export function EmailTools({
  state,
  findings,
  t,
}: {
  state: ToolsState;
  findings: Finding[] | null;
  t: Messages;
}) {
  const busy = state.loading || state.refining !== null;
  return (
    <div className={styles.tools}>
      <RefineTools state={state} busy={busy} t={t} />
      <SubjectTools state={state} busy={busy} t={t} />
      <CheckTools state={state} busy={busy} findings={findings} t={t} />
    </div>
  );
}

interface ToolProps {
  state: ToolsState;
  /** A generation or a refine is running: every tool waits. */
  busy: boolean;
  t: Messages;
}

/** The refine buttons, Undo, and a free instruction. */
function RefineTools({ state, busy, t }: ToolProps) {
  const id = useId();
  const [instruction, setInstruction] = useState('');
  const applyInstruction = (event: FormEvent) => {
    event.preventDefault();
    if (instruction.trim() === '') return;
    void state.refine('custom', instruction).then(() => setInstruction(''));
  };
  return (
    <section
      className={styles.toolGroup}
      aria-labelledby={`${id}-refine`}
      aria-busy={state.refining !== null}
    >
      <h3 id={`${id}-refine`} className={styles.toolTitle}>
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
        <Button variant="ghost" size="sm" disabled={busy || state.history.length === 0} onClick={state.undo}>
          <RotateCcw size={14} aria-hidden />
          {t.undo}
        </Button>
      </div>
      <form className={styles.instructionForm} onSubmit={applyInstruction}>
        <label htmlFor={`${id}-instruction`} className={styles.fieldLabel}>
          {t.refineInstructionLabel}
        </label>
        <div className={styles.instructionRow}>
          <input
            id={`${id}-instruction`}
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
  );
}

/** Three subject lines for the draft, each with its Copy button. */
function SubjectTools({ state, busy, t }: ToolProps) {
  const id = useId();
  return (
    <section className={styles.toolGroup} aria-labelledby={`${id}-subjects`}>
      <h3 id={`${id}-subjects`} className={styles.toolTitle}>
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
              {/* Text and Copy side by side for every line, short or long (the text wraps). */}
              <span className={styles.subjectRow}>
                <span className={styles.subjectText}>{subject}</span>
                <CopyButton
                  text={subject}
                  label={t.copy}
                  copiedLabel={t.copied}
                  aria-label={t.copySubject.replace('{n}', String(index + 1))}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** "Check before sending": runs in the browser and lists what is marked in the draft. */
function CheckTools({ state, busy, findings, t }: ToolProps & { findings: Finding[] | null }) {
  const id = useId();
  return (
    <section className={styles.toolGroup} aria-labelledby={`${id}-check`}>
      <h3 id={`${id}-check`} className={styles.toolTitle}>
        <ScanEye size={16} aria-hidden />
        {t.checkAction}
      </h3>
      <div className={styles.toolButtons}>
        <Button variant="secondary" size="sm" disabled={busy} onClick={state.check}>
          {t.checkAction}
        </Button>
      </div>
      {findings && <CheckResult findings={findings} t={t} />}
    </section>
  );
}

/** The check's verdict: nothing to check, or the list of what is marked in the draft above. */
function CheckResult({ findings, t }: { findings: Finding[]; t: Messages }) {
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
    </div>
  );
}
