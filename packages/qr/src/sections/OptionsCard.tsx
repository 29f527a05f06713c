import { Card, FileDrop, format, Slider, TextField } from '@demos/kit';
import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { useStore } from 'zustand';
import type { Messages } from '../core/i18n';
import {
  type CheckedOptions,
  DEFAULT_OPTIONS,
  ERROR_LEVELS,
  isErrorLevel,
  LOGO_SIZE_MAX,
  LOGO_SIZE_MIN,
  SIZE_MAX,
  SIZE_MIN,
} from '../core/options';
import { optionText } from '../problemText';
import * as styles from '../QrPage.css';
import type { QrStore } from '../store';
import { useLogo } from '../useLogo';
import { ColorField } from './ColorField';
import { LabelledSelect } from './LabelledSelect';

interface OptionsProps {
  store: QrStore;
  t: Messages;
  checked: CheckedOptions;
}

/** The centre logo (read on the device) and its size. */
function LogoOption({ store, t }: Omit<OptionsProps, 'checked'>) {
  const logo = useStore(store, (s) => s.logo);
  const logoProblem = useStore(store, (s) => s.logoProblem);
  const logoSize = useStore(store, (s) => s.options.logoSize);
  const input = useRef<HTMLInputElement>(null);
  const { bytes, choose, remove } = useLogo(store, input);
  return (
    <div className={styles.optionStack}>
      <FileDrop
        ref={input}
        label={t.logo}
        accept="image/*"
        description={t.logoHint}
        error={logoProblem ? t.logoProblems[logoProblem] : undefined}
        file={logo ? { name: logo.name, size: bytes } : null}
        chooseLabel={t.logoChoose}
        dropLabel={t.logoDrop}
        clearLabel={t.remove}
        clearAriaLabel={() => t.removeLogo}
        onFileChange={(file) => (file ? void choose(file) : remove())}
      />
      {logo && (
        <Slider
          label={t.logoSize}
          value={logoSize}
          min={LOGO_SIZE_MIN}
          max={LOGO_SIZE_MAX}
          onValueChange={(value) => store.getState().setOptions({ logoSize: value })}
          formatValue={(value) => format(t.logoSizeValue, { value })}
        />
      )}
    </div>
  );
}

/** How the code is drawn: error level, size, quiet zone, colours and logo. */
export function OptionsCard({ store, t, checked }: OptionsProps) {
  const options = useStore(store, (s) => s.options);
  const hasLogo = useStore(store, (s) => s.logo !== null);
  const { setOptions } = store.getState();
  return (
    <Card title={t.optionsTitle} aria-label={t.optionsTitle}>
      <div className={styles.optionsGrid}>
        <div className={styles.optionStack}>
          <LabelledSelect
            label={t.level}
            value={hasLogo ? 'H' : options.level}
            disabled={hasLogo}
            onChange={(value) => {
              if (isErrorLevel(value)) setOptions({ level: value });
            }}
          >
            {ERROR_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t.levels[level]}
              </option>
            ))}
          </LabelledSelect>
          {hasLogo && <p className={styles.hint}>{t.levelForLogo}</p>}
        </div>
        <TextField
          label={t.size}
          type="number"
          inputMode="numeric"
          min={SIZE_MIN}
          max={SIZE_MAX}
          value={options.size}
          description={t.sizeHint}
          error={optionText(t, checked.problems.size)}
          onChange={(event) => setOptions({ size: event.target.value })}
        />
        <div className={styles.optionStack}>
          <TextField
            label={t.margin}
            type="number"
            inputMode="numeric"
            min={0}
            value={options.margin}
            error={optionText(t, checked.problems.margin)}
            onChange={(event) => setOptions({ margin: event.target.value })}
          />
          {checked.narrowMargin && (
            <p className={styles.warning}>
              <TriangleAlert size={16} aria-hidden className={styles.warningIcon} />
              {t.marginWarning}
            </p>
          )}
        </div>
        <ColorField
          label={t.foreground}
          value={options.foreground}
          error={optionText(t, checked.problems.foreground)}
          pickLabel={format(t.pickColor, { name: t.foreground })}
          fallback={DEFAULT_OPTIONS.foreground}
          onChange={(foreground) => setOptions({ foreground })}
        />
        <ColorField
          label={t.background}
          value={options.background}
          error={optionText(t, checked.problems.background)}
          pickLabel={format(t.pickColor, { name: t.background })}
          fallback={DEFAULT_OPTIONS.background}
          onChange={(background) => setOptions({ background })}
        />
        <LogoOption store={store} t={t} />
      </div>
      <p className={styles.hint}>{t.shareHint}</p>
    </Card>
  );
}
