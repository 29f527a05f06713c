import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrPage } from './QrPage';
import { createQrStore } from './store';

const meta = {
  title: 'Pages/QR Generator',
  component: QrPage,
} satisfies Meta<typeof QrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { store: createQrStore({ languages: ['en-US'] }) } };

export const Url: Story = {
  args: { store: createQrStore({ languages: ['en-US'], initial: { url: 'example.com/launch' } }) },
};

export const ContactCard: Story = {
  args: {
    store: createQrStore({
      languages: ['en-US'],
      initial: {
        tab: 'contact',
        contact: {
          firstName: 'Ana',
          lastName: 'Núñez',
          phone: '+34 600 123 456',
          email: 'ana@example.es',
          organization: 'Acme, S.L.',
          url: 'https://example.es',
        },
      },
    }),
  },
};

export const DarkColoursInSpanish: Story = {
  args: {
    store: createQrStore({
      languages: ['es-ES'],
      initial: { tab: 'text', text: '¡Hola, mundo! 👋', theme: 'dark' },
    }),
  },
};

export const TooLong: Story = {
  args: { store: createQrStore({ languages: ['en-US'], initial: { tab: 'text', text: 'ñ'.repeat(1500) } }) },
};

export const WifiNetwork: Story = {
  args: {
    store: createQrStore({
      languages: ['en-US'],
      initial: {
        tab: 'wifi',
        wifi: { ssid: 'Café; "Guest"', password: 'correct horse battery', security: 'WPA', hidden: false },
      },
    }),
  },
};

export const InvalidLocation: Story = {
  args: {
    store: createQrStore({
      languages: ['en-US'],
      initial: { tab: 'location', location: { latitude: '91', longitude: '-3.7038' } },
    }),
  },
};

/** Light modules on a dark background: drawn, but both downloads are refused with the reason. */
export const RefusedColours: Story = {
  args: {
    store: createQrStore({
      languages: ['en-US'],
      initial: {
        url: 'example.com',
        options: {
          level: 'M',
          size: '300',
          margin: '2',
          foreground: '#fef3c7',
          background: '#1e3a8a',
          logoSize: 20,
        },
      },
    }),
  },
};

/** The Scan tab, before a picture is chosen. */
export const ScanTab: Story = {
  args: { store: createQrStore({ languages: ['en-US'], initial: { scanning: true } }) },
};
