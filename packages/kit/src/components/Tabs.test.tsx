import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showSelectedTab, Tab, TabList, TabPanel, Tabs } from './Tabs';

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

  it('scrolls a sideways-scrolling list (not the page) to the selected tab when the selection changes', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabList aria-label="Sections">
          <Tab value="a">First</Tab>
          <Tab value="b">Second</Tab>
        </TabList>
      </Tabs>,
    );
    const list = screen.getByRole('tablist');
    // happy-dom has no layout: a 100 px wide list holding 300 px of tabs, the second from 200 px.
    Object.defineProperty(list, 'scrollWidth', { value: 300 });
    Object.defineProperty(list, 'clientWidth', { value: 100 });
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, width: 100, height: 40 });
    const second = screen.getByRole('tab', { name: 'Second' });
    second.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 200 - list.scrollLeft, width: 80, height: 40 });
    await user.click(second);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(list.scrollLeft).toBe(180);
    expect(window.scrollY).toBe(0);
    // Already in view: nothing moves.
    showSelectedTab(list);
    expect(list.scrollLeft).toBe(180);
  });
});
