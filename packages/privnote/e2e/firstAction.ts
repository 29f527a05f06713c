import { expect } from '@playwright/test';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

export default defineFirstAction({
  path: '/privnote',
  description: 'a note typed and created at once gets its link',
  // The page shows a note or the form depending on ?id=, which the prerendered page cannot know.
  liveOnly: true,
  act: async (page) => {
    await page.getByLabel('Votre message secret').fill('The door code is 4711');
    await page.getByRole('button', { name: 'Créer la note' }).click();
  },
  verify: async (page) => {
    await expect(page.getByLabel('Lien à partager')).toHaveValue(/\/privnote\?id=/, { timeout: 20_000 });
  },
});
