import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './Card';
import { LogView } from './LogView';
import { StatGrid } from './StatGrid';
import * as styles from './StatGrid.css';

describe('StatGrid', () => {
  it('lays StatCards on the one grid, as a labelled section when asked', () => {
    render(
      <StatGrid as="section" aria-label="Run statistics">
        <StatCard label="Files processed" value="0 / 3" hint="CSV, JSON and XML" />
        <StatCard label="Status" value="Idle" />
      </StatGrid>,
    );
    const region = screen.getByRole('region', { name: 'Run statistics' });
    expect(region.tagName).toBe('SECTION');
    expect(region.classList.contains(styles.grid)).toBe(true);
    expect(region.children.length).toBe(2);
    expect(region.textContent).toContain('Files processed');
  });

  it('renders term/value pairs as a description list', () => {
    const { container } = render(
      <StatGrid as="dl" className="facts">
        <div>
          <dt>Founded</dt>
          <dd>2019</dd>
        </div>
      </StatGrid>,
    );
    const list = container.querySelector('dl');
    expect(list?.classList.contains(styles.grid)).toBe(true);
    expect(list?.classList.contains('facts')).toBe(true);
  });
});

describe('LogView empty state', () => {
  it('marks an empty log so it is only as tall as its one line, and an output log once lines come', () => {
    const { rerender } = render(
      <LogView label="Deployment log" lines={[]} emptyText="Press Run to start." />,
    );
    const log = screen.getByRole('log', { name: 'Deployment log' });
    expect(log.getAttribute('data-state')).toBe('empty');
    expect(log.textContent).toBe('Press Run to start.');
    rerender(<LogView label="Deployment log" lines={[{ id: 1, text: 'ipfs add -r dist' }]} />);
    expect(log.getAttribute('data-state')).toBe('output');
  });
});
