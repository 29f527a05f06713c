import { Button, Card, PasswordField } from '@demos/kit';
import { FileLock2, LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { TEXT } from '../messages';
import * as styles from '../SteganographyPage.css';
import { blockReason, canRun, type StegoState, type StegoStore } from '../store';
import { useStegoState } from '../useStegoState';
import { CapacityStats } from './CapacityStats';
import { ContentFields } from './ContentFields';
import { ImageFields } from './ImageFields';
import { ProgressView, StatusLine } from './StatusLine';

type FormState = Pick<StegoState, 'mode' | 'content' | 'busy'>;

const formTitle = ({ mode, content }: FormState) =>
  mode === 'decode' ? TEXT.formTitle.decode : TEXT.formTitle[content];

function actionLabel({ mode, content, busy }: FormState): string {
  if (busy) return TEXT.action.busy[mode];
  return mode === 'decode' ? TEXT.action.decode : TEXT.action[content];
}

/** The inputs of the current mode, its action, and what became of the last one. */
export function StegoForm({ store }: { store: StegoStore }) {
  const state = useStegoState(store);
  const { mode, busy } = state;
  const statusId = useId();
  // The last outcome, or else why the action cannot run yet (it stays until its input changes).
  const status = state.status ?? (busy ? null : blockReason(state));
  const describedBy = status ? statusId : undefined;

  return (
    <Card title={formTitle(state)} description={TEXT.formDescription[mode]}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void state.run();
        }}
      >
        <ImageFields store={store} statusId={describedBy} />
        <ContentFields store={store} />
        <PasswordField
          label={TEXT.passwordLabel}
          value={state.password}
          onChange={state.setPassword}
          shown={state.showPassword}
          onShownChange={() => state.toggleShowPassword()}
          showLabel={TEXT.showPassword}
          hideLabel={TEXT.hidePassword}
          description={TEXT.passwordHint}
          autoComplete={mode === 'encode' ? 'new-password' : 'current-password'}
          disabled={busy}
        />
        <CapacityStats store={store} />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            icon={mode === 'encode' ? LockKeyhole : FileLock2}
            busy={busy}
            disabled={!canRun(state)}
            aria-describedby={describedBy}
          >
            {actionLabel(state)}
          </Button>
        </div>
        <ProgressView store={store} />
        {status && <StatusLine id={statusId} status={status} outcome={state.status !== null} />}
      </form>
    </Card>
  );
}
