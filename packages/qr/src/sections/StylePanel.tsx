import { format, Select, TextField } from '@demos/kit';
import { useState } from 'react';
import { useStore } from 'zustand';
import { MESSAGES } from '../core/i18n';
import { isHexColor } from '../core/options';
import * as styles from '../QrPage.css';
import type { QrStore } from '../store';
import { gradientContrast, PRESET_NAMES, PRESETS } from '../style/style';
import { STYLE_MESSAGES, type StyleMessages } from '../style/styleI18n';
import {
  CORNER_SHAPES,
  type CornerShape,
  FRAME_TEXT_MAX,
  GRADIENTS,
  type Gradient,
  MODULE_SHAPES,
  type ModuleShape,
  type QrStyle,
} from '../style/types';
import { ColorField } from './ColorField';
import { StyleFileActions } from './StyleFileActions';

const sameStyle = (a: QrStyle, b: QrStyle) => JSON.stringify(a) === JSON.stringify(b);

/** A style colour: the text is kept as typed, the store only takes a valid #rrggbb. */
function StyleColor({
  label,
  value,
  pickLabel,
  error,
  onChange,
}: {
  label: string;
  value: string;
  pickLabel: string;
  error: string;
  onChange: (value: string) => void;
}) {
  // Remounted (keyed by the stored value) when the store changes, e.g. by a preset or a file.
  const [text, setText] = useState(value);
  return (
    <ColorField
      label={label}
      value={text}
      pickLabel={pickLabel}
      fallback={value}
      error={isHexColor(text) ? undefined : error}
      onChange={(next) => {
        setText(next);
        if (isHexColor(next)) onChange(next.trim().toLowerCase());
      }}
    />
  );
}

/** A select of one of the style's choices. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  values: readonly T[];
  names: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Select
      className={styles.selectField}
      label={props.label}
      value={props.value}
      onChange={(event) => {
        const found = props.values.find((v) => v === event.target.value);
        if (found) props.onChange(found);
      }}
    >
      {props.values.map((v) => (
        <option key={v} value={v}>
          {props.names[v]}
        </option>
      ))}
    </Select>
  );
}

function PresetChoice({ store, m }: { store: QrStore; m: StyleMessages }) {
  const style = useStore(store, (s) => s.style);
  const foreground = useStore(store, (s) => s.options.foreground);
  const current =
    PRESET_NAMES.find(
      (name) => sameStyle(PRESETS[name].style, style) && PRESETS[name].foreground === foreground,
    ) ?? 'custom';
  return (
    <Choice
      label={m.preset}
      value={current}
      values={current === 'custom' ? [...PRESET_NAMES, 'custom'] : PRESET_NAMES}
      names={{ ...m.presets, custom: m.custom }}
      onChange={(name) => {
        if (name === 'custom') return;
        store.getState().setStyle(PRESETS[name].style);
        store.getState().setOptions({ foreground: PRESETS[name].foreground });
      }}
    />
  );
}

/** Module and corner shapes, gradient, frame text and colours; presets; save and load. */
export default function StylePanel({ store }: { store: QrStore }) {
  const locale = useStore(store, (s) => s.locale);
  const style = useStore(store, (s) => s.style);
  const background = useStore(store, (s) => s.options.background);
  const { setStyle } = store.getState();
  const m = STYLE_MESSAGES[locale];
  const t = MESSAGES[locale];
  const lowContrast = isHexColor(background) ? gradientContrast(style, background) : null;
  return (
    <div className={styles.optionStack}>
      <div className={styles.optionsGrid}>
        <PresetChoice store={store} m={m} />
        <Choice<ModuleShape>
          label={m.moduleShape}
          value={style.modules}
          values={MODULE_SHAPES}
          names={m.moduleShapes}
          onChange={(modules) => setStyle({ modules })}
        />
        <Choice<CornerShape>
          label={m.cornerShape}
          value={style.corners}
          values={CORNER_SHAPES}
          names={m.cornerShapes}
          onChange={(corners) => setStyle({ corners })}
        />
        <Choice<Gradient>
          label={m.gradient}
          value={style.gradient}
          values={GRADIENTS}
          names={m.gradients}
          onChange={(gradient) => setStyle({ gradient })}
        />
        {style.gradient !== 'none' && (
          <StyleColor
            key={`g${style.gradientColor}`}
            label={m.gradientColor}
            value={style.gradientColor}
            pickLabel={format(t.pickColor, { name: m.gradientColor })}
            error={t.colorInvalid}
            onChange={(gradientColor) => setStyle({ gradientColor })}
          />
        )}
        <TextField
          label={m.frameText}
          value={style.frameText}
          maxLength={FRAME_TEXT_MAX}
          description={m.frameTextHint}
          onChange={(event) => setStyle({ frameText: event.target.value })}
        />
        <StyleColor
          key={`f${style.frameColor}`}
          label={m.frameColor}
          value={style.frameColor}
          pickLabel={format(t.pickColor, { name: m.frameColor })}
          error={t.colorInvalid}
          onChange={(frameColor) => setStyle({ frameColor })}
        />
      </div>
      {lowContrast && <p className={styles.warning}>{format(m.gradientContrast, lowContrast)}</p>}
      <StyleFileActions store={store} m={m} />
    </div>
  );
}
