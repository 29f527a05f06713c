import { Button, Select, Switch, TextField, useTheme } from '@demos/kit';
import { useEffect, useState } from 'react';
import type { DemoProp, PropControl } from '../../../../../tooling/usage/demo-usage.mjs';
import * as propStyles from './PropsControls.css';
import { embedSrc, normalizePropValue, PROP_TEXT_MAX, type PropValue, type PropValues } from './propValues';
import * as styles from './UseThisDemo.css';

interface ControlProps {
  prop: DemoProp & { control: PropControl };
  value: PropValue;
  onChange: (value: PropValue) => void;
}

/** The value shown for an unset prop: its default where known. */
const shown = (control: PropControl, value: PropValue) => value ?? control.default;

/** One prop's control, its JSDoc as the control's description (aria-describedby). */
function PropControlField({ prop, value, onChange }: ControlProps) {
  const { control } = prop;
  const set = (next: PropValue) => onChange(normalizePropValue(control, next));
  const label = <code>{prop.name}</code>;
  const description = prop.doc || undefined;
  switch (control.kind) {
    case 'boolean':
      return (
        <Switch
          label={label}
          description={description}
          checked={Boolean(shown(control, value))}
          onCheckedChange={set}
        />
      );
    case 'select':
      return (
        <Select
          label={label}
          description={description}
          value={String(shown(control, value) ?? '')}
          onChange={(event) => set(event.currentTarget.value || null)}
          options={[
            ...(control.default === null ? [{ value: '', label: 'Not set (the page’s default)' }] : []),
            ...control.options,
          ]}
        />
      );
    case 'number':
      return (
        <TextField
          label={label}
          description={description}
          type="number"
          inputMode="decimal"
          placeholder={control.default === null ? 'Not set' : String(control.default)}
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const raw = event.currentTarget.value;
            const n = Number(raw);
            set(raw.trim() === '' || !Number.isFinite(n) ? null : n);
          }}
        />
      );
    case 'text':
      return (
        <TextField
          label={label}
          description={description}
          maxLength={PROP_TEXT_MAX}
          placeholder={control.default ?? 'Not set'}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
  }
}

/** The value after it has stopped changing for a moment (typing does not reload the preview per key). */
function useSettled<T>(value: T, delay = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The page with these props, in its own document (its own store and address): its embed. */
function LivePreview({ path, title, values }: { path: string; title: string; values: PropValues }) {
  const { theme } = useTheme();
  const src = embedSrc(path, theme, useSettled(values));
  return (
    <iframe
      className={propStyles.preview}
      src={src}
      title={`Live preview of ${title}`}
      data-testid="props-preview"
    />
  );
}

/**
 * "Try the props": a control for each prop a visitor can set (the usage tool's classification), a
 * live preview of the page with them, and Reset. Changed values are in the address (`prop.<name>`)
 * and in the snippets above.
 */
export default function PropsControls({
  component,
  path,
  title,
  props,
  values,
  onChange,
}: {
  component: string;
  path: string;
  title: string;
  props: readonly DemoProp[];
  values: PropValues;
  onChange: (values: PropValues) => void;
}) {
  const controllable = props.filter((prop): prop is ControlProps['prop'] => prop.control !== null);
  if (controllable.length === 0)
    return (
      <p className={styles.note} data-testid="props-none">
        {props.length === 0
          ? `${component} takes no props: there is nothing to set here.`
          : `Every prop of ${component} is an injection for tests, stories or other hosts (a store, a backend, a clock, an address): set them in code; there is nothing to try here.`}
      </p>
    );
  const changed = Object.values(values).some((value) => value !== null);
  return (
    <section className={propStyles.controls} aria-label={`Try the props of ${component}`}>
      <p className={styles.note}>
        Change a prop: the preview below renders the page with it, the snippets above pass it, and the address
        keeps it for a link.
      </p>
      <div className={propStyles.controlGrid}>
        {controllable.map((prop) => (
          <PropControlField
            key={prop.name}
            prop={prop}
            value={values[prop.name] ?? null}
            onChange={(value) => onChange({ ...values, [prop.name]: value })}
          />
        ))}
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={!changed}
          onClick={() => onChange(Object.fromEntries(controllable.map((prop) => [prop.name, null])))}
        >
          Reset
        </Button>
      </div>
      <LivePreview path={path} title={title} values={values} />
    </section>
  );
}
