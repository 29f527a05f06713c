import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('marks the selected tab with the attribute the styles key on (data-active) and moves with arrows', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabList aria-label="Sections">
          <Tab value="a">First</Tab>
          <Tab value="b">Second</Tab>
        </TabList>
        <TabPanel value="a">Panel A</TabPanel>
        <TabPanel value="b">Panel B</TabPanel>
      </Tabs>,
    );
    const first = screen.getByRole('tab', { name: 'First' });
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(first.hasAttribute('data-active')).toBe(true);
    expect(second.hasAttribute('data-active')).toBe(false);
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(second.hasAttribute('data-active')).toBe(true);
  });
});
