import { KitProvider, type Theme } from '@demos/kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/** Every story gets what the site gives a page: theme, toasts, tooltips, a router. */
const withKit: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'dark') as Theme;
  return (
    <MemoryRouter>
      <KitProvider key={theme} defaultTheme={theme} persistTheme={false}>
        <Story />
      </KitProvider>
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [withKit],
  globalTypes: {
    theme: {
      description: 'Kit theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
