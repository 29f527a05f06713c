import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { listing } from '../../../tooling/testing/fileTree.ts';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

async function open(page: Page) {
  await page.goto('/scaffold-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Scaffold Generator' })).toBeVisible({
    timeout: 20_000,
  });
}

async function save(download: Download, dir: string, name: string) {
  const path = join(dir, name);
  await download.saveAs(path);
  return path;
}

test.describe('Scaffold generator: nested trees, contents, paste, zip', () => {
  test.describe.configure({ timeout: 90_000 });

  test('edits a nested tree by keyboard, writes file contents byte for byte, and the zip matches the script', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: /^Custom/ }).click();
    await page.getByLabel('Project name').fill('nested');
    await page.getByLabel('Folder name').fill('src');
    await page.getByLabel('Folder name').press('Enter');
    await page.getByRole('button', { name: 'Add inside src' }).click();
    await expect(page.getByLabel('Folder name')).toBeFocused();
    await page.getByLabel('Folder name').fill('lib');
    await page.getByLabel('Folder name').press('Enter');
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await page.getByLabel('File name').fill('run.sh');
    await page.getByLabel('File name').press('Enter');
    await page.getByLabel('Add to', { exact: true }).selectOption({ label: 'nested/ (top level)' });
    await page.getByLabel('File name').fill('README.md');
    await page.getByLabel('File name').press('Enter');

    const tree = page.getByRole('tree', { name: 'Project tree' });
    await expect(tree.getByRole('treeitem', { name: 'run.sh' })).toHaveAttribute('aria-level', '2');

    // Keyboard: focus the first row, walk down, rename with Enter, move with Alt+arrows, delete.
    await tree.getByRole('treeitem', { name: 'src/' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', { name: 'lib/' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByLabel('New name for run.sh').fill('lib');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: "'lib' already exists in src/." })).toBeVisible();
    await page.getByLabel('New name for run.sh').fill('start.sh');
    await page.keyboard.press('Enter');
    await expect(tree.getByRole('treeitem', { name: 'start.sh' })).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(
      page.getByRole('status').filter({ hasText: 'Moved start.sh to position 1 in src/.' }),
    ).toBeVisible();
    // Alt+Left and Alt+Right move out of and into folders; the browser does not go back.
    const url = page.url();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(
      page.getByRole('status').filter({ hasText: 'Moved start.sh to the top level.' }),
    ).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: 'start.sh' })).toHaveAttribute('aria-level', '1');
    await expect(tree.getByRole('treeitem', { name: 'start.sh' })).toBeFocused();
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: 'Moved start.sh into src/.' })).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: 'start.sh' })).toHaveAttribute('aria-level', '2');
    expect(page.url()).toBe(url);
    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem', { name: 'README.md' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    await expect(tree.getByRole('treeitem', { name: 'src/' })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem', { name: 'src/' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await page.keyboard.press('Delete');
    await expect(tree.getByRole('treeitem', { name: 'README.md' })).toHaveCount(0);

    // Contents that break naive scripts.
    const nasty =
      "#!/bin/sh\nEOF\ncat <<'EOF'\n$(touch pwned) `touch pwned2` $HOME\r\nit's \\x41 %s\u202e end";
    await tree.getByText('start.sh').click();
    const contentField = page.getByLabel('Content of src/start.sh');
    await contentField.fill(nasty);
    // A textarea turns CR LF into LF (HTML's value normalisation); the unit and property tests cover
    // CR bytes. Everything else must reach the disk exactly as typed.
    const typed = await contentField.inputValue();
    expect(typed).toBe(nasty.replace('\r\n', '\n'));

    const dir = mkdtempSync(join(tmpdir(), 'scaffold-tree-e2e-'));
    try {
      const scriptDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Bash Script' }).click();
      const script = await save(await scriptDownload, dir, 'create.sh');
      const byScript = join(dir, 'by-script');
      mkdirSync(byScript);
      execFileSync('bash', [script], { cwd: byScript });
      expect(listing(byScript)).toEqual([
        'nested/',
        'nested/src/',
        'nested/src/lib/',
        `nested/src/start.sh ${hex(typed)}`,
      ]);
      expect(spawnSync('shellcheck', ['-S', 'warning', script], { encoding: 'utf8' }).status).toBe(0);

      const zipDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Zip' }).click();
      const zipFile = await zipDownload;
      expect(zipFile.suggestedFilename()).toBe('nested.zip');
      await expect(page.getByText('Zip téléchargé!')).toBeVisible();
      const zip = await save(zipFile, dir, 'nested.zip');
      const tested = spawnSync('unzip', ['-t', zip], { encoding: 'utf8' });
      expect(tested.stdout).toContain('No errors detected');
      const byZip = join(dir, 'by-zip');
      mkdirSync(byZip);
      execFileSync('unzip', ['-q', zip, '-d', byZip]);
      expect(listing(byZip)).toEqual(listing(byScript));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('pastes tree output, shows it, and Copy tree gives the same text back', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    const pasted = [
      'shop',
      '├── api',
      '│   └── server.js',
      '├── web/',
      '└── README.md',
      '',
      '2 directories, 2 files',
    ];
    await page.getByRole('button', { name: 'Paste tree' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste tree' });
    await dialog.getByLabel('Tree text').fill(pasted.join('\n'));
    await expect(dialog.getByRole('region', { name: 'Structure found' })).toContainText('2 folders, 2 files');
    await dialog.getByRole('button', { name: 'Use this tree' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Project name')).toHaveValue('shop');
    await expect(page.getByRole('treeitem', { name: 'server.js' })).toHaveAttribute('aria-level', '2');

    await page.getByRole('button', { name: 'Copy tree' }).click();
    await expect(page.getByText('Arbre copié dans le presse-papier')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('shop/\n├── api/\n│   └── server.js\n├── web/\n└── README.md');

    // Indented text, with a mistake first: the line is named, nothing is replaced.
    await page.getByRole('button', { name: 'Paste tree' }).click();
    await dialog.getByLabel('Tree text').fill('docs\n\tguide.md\n  ../escape');
    await expect(dialog.getByText(/line 3: /)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Use this tree' })).toBeDisabled();
    await dialog.getByLabel('Tree text').fill('docs\n\tguide.md\nLICENSE');
    await dialog.getByRole('button', { name: 'Use this tree' }).click();
    await expect(page.getByRole('treeitem', { name: 'guide.md' })).toBeVisible();
    await expect(page.getByLabel('Project name')).toHaveValue('shop');
  });

  test('says so when pasted text is past the limits, and the page stays usable', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByRole('button', { name: 'Paste tree' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste tree' });
    // Pasted as a person would (typing 2,000 lines through fill() is slow in itself).
    const paste = async (text: string) => {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      await dialog.getByLabel('Tree text').focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
    };
    const lines = Array.from({ length: 2001 }, (_, i) => `file-${i}.txt`);
    await paste(lines.join('\n'));
    await expect(dialog.getByText('The text lists 2,001 items: at most 2,000 are allowed.')).toBeVisible();
    await paste(Array.from({ length: 33 }, (_, i) => `${'  '.repeat(i)}d${i}`).join('\n'));
    await expect(dialog.getByText('line 33: The tree can be at most 32 levels deep.')).toBeVisible();
    // Exactly at the limit: accepted, and the page stays usable with 2,000 rows.
    await paste(lines.slice(1).join('\n'));
    await expect(dialog.getByRole('region', { name: 'Structure found' })).toContainText(
      '0 folders, 2,000 files',
    );
    await dialog.getByRole('button', { name: 'Use this tree' }).click();
    await expect(page.getByRole('treeitem', { name: 'file-2000.txt' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Now: 2,000 of 2,000 items/)).toBeVisible();
    await page.getByLabel('Folder name').fill('one-more');
    await page.getByLabel('Folder name').press('Enter');
    await expect(page.getByText('The tree already has 2,000 items, the most it can hold.')).toBeVisible();
    await expect(
      page.getByText(
        /Limits: 2,000 folders and files, 32 levels deep, 1 MB of text per file and 5 MB in all/,
      ),
    ).toBeVisible();
    await page.getByRole('treeitem', { name: 'file-1.txt', exact: true }).getByText('file-1.txt').click();
    await page.keyboard.press('Delete');
    await page.getByLabel('Folder name').fill('still-works');
    await page.getByLabel('Folder name').press('Enter');
    await expect(page.getByRole('treeitem', { name: 'still-works/' })).toBeVisible();
  });
});
