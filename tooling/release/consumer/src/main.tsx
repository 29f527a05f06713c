import '@demos/kit/styles.css';
import '@demos/html-js-app/styles.css';
import '@demos/cli-app/styles.css';
import cliManifest from '@demos/cli-app';
import { CliPage } from '@demos/cli-app/page';
import { TodoPage } from '@demos/html-js-app/page';
import { KitProvider } from '@demos/kit';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <KitProvider>
    <p id="manifest">{`${cliManifest.id} ${cliManifest.path}`}</p>
    <TodoPage />
    <CliPage />
  </KitProvider>,
);
