import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TAB, PROJECTS } from './content';
import { PortfolioPage } from './PortfolioPage';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/portfolio-app']}>
      <Routes>
        <Route path="/portfolio-app" element={<PortfolioPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PortfolioPage', () => {
  afterEach(cleanup);

  it('has the tabs About, Projects, Skills, Contact with About selected', () => {
    expect(DEFAULT_TAB).toBe('about');
    renderPage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['About', 'Projects', 'Skills', 'Contact']);
    expect(screen.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
  });

  it('links every project card with a path to its page of the site', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    const list = screen.getByRole('list', { name: 'Projects' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      PROJECTS.flatMap((p) => (p.path ? [p.path] : [])),
    );
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/qr-generator', '/privnote', '/arbitrage-bot', '/steganography']),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(PROJECTS.length);
    await user.click(within(list).getByRole('link', { name: /Privnote/ }));
    expect(screen.getByText('at /privnote')).toBeTruthy();
  });

  it('moves between tabs with the keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'About' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { name: 'Skills' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  });
});
