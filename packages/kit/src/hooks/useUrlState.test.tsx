import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  intIn,
  oneOf,
  readUrlState,
  textParam,
  useUrlState,
  useUrlStoreSync,
  writeUrlState,
} from './useUrlState';

const schema = {
  tab: oneOf(['overview', 'history', 'settings'], 'overview'),
  count: intIn(1, 10, 3),
  name: textParam('demo', (raw) => /^[a-z-]+$/.test(raw)),
};

const go = (search: string) => window.history.replaceState({ router: 'kept' }, '', `/page${search}`);

afterEach(() => go(''));

function Probe() {
  const [values] = useUrlState(schema);
  return <p>{values.tab}</p>;
}

describe('readUrlState', () => {
  it('reads valid values and keeps defaults for absent, unknown and invalid ones', () => {
    expect(readUrlState(schema, '?tab=history&count=7&name=my-app&other=1')).toEqual({
      tab: 'history',
      count: 7,
      name: 'my-app',
    });
    expect(readUrlState(schema, '?tab=nope&count=11&name=Bad%20Name')).toEqual({
      tab: 'overview',
      count: 3,
      name: 'demo',
    });
    expect(readUrlState(schema, '?count=2.5')).toMatchObject({ count: 3 });
  });
});

describe('writeUrlState', () => {
  it('writes non-defaults, removes defaults, keeps other params, the hash and history.state', () => {
    window.history.replaceState({ router: 'kept' }, '', '/page?keep=1#h');
    writeUrlState(schema, { tab: 'settings', count: 3 });
    expect(window.location.search).toBe('?keep=1&tab=settings');
    expect(window.location.hash).toBe('#h');
    expect(window.history.state).toEqual({ router: 'kept' });
    writeUrlState(schema, { tab: 'overview' });
    expect(window.location.search).toBe('?keep=1');
  });
});

describe('useUrlState', () => {
  it('renders the defaults on the server whatever the address says', () => {
    go('?tab=history');
    expect(renderToString(<Probe />)).toContain('overview');
  });

  it('reads the address once mounted and writes with replaceState', () => {
    go('?tab=history&count=abc');
    const push = vi.spyOn(window.history, 'pushState');
    const { result } = renderHook(() => useUrlState(schema));
    expect(result.current[0]).toEqual({ tab: 'history', count: 3, name: 'demo' });
    act(() => result.current[1]({ count: 5 }));
    expect(result.current[0].count).toBe(5);
    expect(window.location.search).toBe('?tab=history&count=5');
    expect(window.history.state).toEqual({ router: 'kept' });
    expect(push).not.toHaveBeenCalled();
  });

  it('follows Back/Forward (popstate)', () => {
    const { result } = renderHook(() => useUrlState(schema));
    act(() => {
      go('?tab=settings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[0].tab).toBe('settings');
  });
});

type State = { tab: string; count: number; name: string; secret: string };
const makeStore = () => {
  let state: State = { tab: 'overview', count: 3, name: 'demo', secret: '' };
  const listeners = new Set<(s: State) => void>();
  return {
    getState: () => state,
    setState: (patch: Partial<State>) => {
      state = { ...state, ...patch };
      for (const l of listeners) l(state);
    },
    subscribe: (l: (s: State) => void) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
  };
};

function Page({ store }: { store: ReturnType<typeof makeStore> }) {
  useUrlStoreSync(
    schema,
    store,
    (s) => ({ tab: s.tab as 'overview', count: s.count, name: s.name }),
    (values) => store.setState(values),
  );
  return <p>ready</p>;
}

describe('useUrlStoreSync', () => {
  it('applies only the valid values of the address, then writes changes back without secrets', () => {
    go('?tab=settings&count=99');
    const store = makeStore();
    render(<Page store={store} />);
    expect(screen.getByText('ready')).toBeTruthy();
    expect(store.getState()).toMatchObject({ tab: 'settings', count: 3 });
    expect(window.location.search).toBe('?tab=settings');
    act(() => store.setState({ count: 4, secret: 'hunter2' }));
    expect(window.location.search).toBe('?tab=settings&count=4');
    act(() => store.setState({ tab: 'overview', count: 3 }));
    expect(window.location.search).toBe('');
    expect(window.history.state).toEqual({ router: 'kept' });
  });
});
