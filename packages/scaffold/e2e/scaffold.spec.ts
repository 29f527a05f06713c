import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../../tooling/playwright/fixtures';
import { listing } from '../../../tooling/testing/fileTree.ts';

test.describe('Scaffold generator', () => {
  test.describe.configure({ timeout: 90_000 });

  test('picks a template, adds items, and the downloaded script builds that tree', async ({ page }) => {
    await page.goto('/scaffold-generator');
    // The first load of the lazy page chunk can be slow on a busy CI machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Scaffold Generator' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Project name')).toHaveValue('my-project');

    await page.getByRole('button', { name: /^Custom/ }).click();
    await expect(page.getByRole('button', { name: 'Bash Script' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Copy tree' })).toBeDisabled();

    await page.getByRole('button', { name: /^Python Project/ }).click();
    await page.getByLabel('Project name').fill("demo 'app'");
    await page.getByLabel('Folder name').fill('data $(raw)');
    await page.getByLabel('Folder name').press('Enter');
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await page.getByLabel('File name').fill('-notes *.md');
    await page.getByLabel('File name').press('Enter');
    await page.getByLabel('File name').fill('   ');
    await page.getByLabel('File name').press('Enter');
    // Row buttons belong to the selected row.
    await page.getByRole('treeitem', { name: 'docs/' }).getByText('docs/').click();
    await page.getByRole('button', { name: 'Delete docs' }).click();
    const tree = page.getByRole('tree', { name: 'Project tree' });
    await expect(tree).toContainText('data $(raw)/');
    await expect(tree).toContainText('-notes *.md');
    await expect(tree).not.toContainText('docs/');
    await expect(page.getByText('chmod +x create-demo-app.sh')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Bash Script' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('create-demo-app.sh');
    await expect(page.getByText('Script téléchargé!')).toBeVisible();

    const dir = mkdtempSync(join(tmpdir(), 'scaffold-e2e-'));
    try {
      const script = join(dir, 'script.sh');
      await file.saveAs(script);
      const work = join(dir, 'work');
      execFileSync('mkdir', [work]);
      execFileSync('bash', [script], { cwd: work });
      execFileSync('bash', [script], { cwd: work });
      expect(listing(work, { contents: false })).toEqual(
        [
          "demo 'app'/",
          "demo 'app'/-notes *.md",
          "demo 'app'/.gitignore",
          "demo 'app'/README.md",
          "demo 'app'/data $(raw)/",
          "demo 'app'/pyproject.toml",
          "demo 'app'/requirements-dev.txt",
          "demo 'app'/src/",
          "demo 'app'/src/my_package/",
          "demo 'app'/src/my_package/__init__.py",
          "demo 'app'/src/my_package/__main__.py",
          "demo 'app'/src/my_package/cli.py",
          "demo 'app'/src/my_package/core.py",
          "demo 'app'/tests/",
          "demo 'app'/tests/__init__.py",
          "demo 'app'/tests/conftest.py",
          "demo 'app'/tests/test_core.py",
        ].sort(),
      );
      // Starter files carry the project name and run.
      expect(readFileSync(join(work, "demo 'app'", 'README.md'), 'utf8').startsWith("# demo 'app'\n")).toBe(
        true,
      );
      expect(readFileSync(join(work, "demo 'app'", 'pyproject.toml'), 'utf8')).toContain('name = "demo-app"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('copies the tree and refuses bad names', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/scaffold-generator');
    await page.getByRole('button', { name: /^Node\.js API/ }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Copy tree' }).click();
    await expect(page.getByText('Arbre copié dans le presse-papier')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('my-project/\n├── src/\n│   ├── config/')).toBe(true);

    await page.getByLabel('Folder name').fill('a/b');
    await page.getByLabel('Folder name').press('Enter');
    await expect(page.getByText("A name cannot contain '/': add folders one level at a time.")).toBeVisible();
    await page.getByLabel('Project name').fill('..');
    await expect(
      page.getByText("'..' is not allowed as a name: it means the current or parent folder."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bash Script' })).toBeDisabled();
  });
});
