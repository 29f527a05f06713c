import { type KitLinkProps, LinkProvider } from '@demos/kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TAB, PROJECTS } from './core/content';
import { PortfolioAppPage } from './PortfolioAppPage';

/** A host router's link, as a Next.js or React Router app would pass it to the kit. */
const visited: string[] = [];
function HostLink({ href, children, ...rest }: KitLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      data-host-link=""
      onClick={(event) => {
        event.preventDefault();
        visited.push(href);
      }}
    >
      {children}
    </a>
  );
}

function renderPage({ hostLink = true } = {}) {
  visited.length = 0;
  return render(
    <LinkProvider link={hostLink ? HostLink : undefined}>
      <PortfolioAppPage />
    </LinkProvider>,
  );
}

describe('PortfolioAppPage', () => {
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
    expect(links.every((link) => link.hasAttribute('data-host-link'))).toBe(true);
    await user.click(within(list).getByRole('link', { name: /Privnote/ }));
    expect(visited).toEqual(['/privnote']);
  });

  it('renders plain anchors when the host gives no link component', async () => {
    const user = userEvent.setup();
    renderPage({ hostLink: false });
    await user.click(screen.getByRole('tab', { name: 'Projects' }));
    const link = within(screen.getByRole('list', { name: 'Projects' })).getByRole('link', {
      name: /Privnote/,
    });
    expect(link.getAttribute('href')).toBe('/privnote');
    expect(link.hasAttribute('data-host-link')).toBe(false);
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
