import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EmailCompletion } from './core/complete';
import { EmailWriterPage } from './EmailWriterPage';
import { createEmailWriterStore } from './store';

const email = `Hi team,

Quick update: the launch moves to next Tuesday. Thank you all for the extra hours this week — it shows.

Could you send me the final test report by Friday?

Best regards,
Alex`;

/** A stand-in for an AI completion function: answers after a short wait. */
const fakeComplete: EmailCompletion = async () => {
  await new Promise((resolve) => setTimeout(resolve, 800));
  return email;
};

const meta = {
  title: 'Tools/Email Writer',
  component: EmailWriterPage,
  parameters: { layout: 'padded' },
  args: { complete: fakeComplete, defaultLanguage: 'en' },
} satisfies Meta<typeof EmailWriterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Generated: Story = {
  args: {
    store: createEmailWriterStore({
      complete: fakeComplete,
      initial: {
        thoughts: 'launch moves to tuesday, thanks for the extra work, report by friday',
        result: email,
      },
    }),
  },
};

export const WithContextInFrench: Story = {
  args: {
    store: createEmailWriterStore({
      complete: fakeComplete,
      initial: {
        language: 'fr',
        tone: 'warm',
        contextOpen: true,
        thoughts: 'oui pour jeudi 10h',
        context: 'Bonjour, seriez-vous disponible jeudi pour faire le point ?',
      },
    }),
  },
};

export const Crafting: Story = {
  args: {
    store: (() => {
      const store = createEmailWriterStore({
        complete: () => new Promise(() => {}),
        initial: { thoughts: 'ask for a deadline extension', tone: 'persuasive' },
      });
      void store.getState().generate();
      return store;
    })(),
  },
};

export const Failed: Story = {
  args: {
    store: (() => {
      const store = createEmailWriterStore({
        complete: () => Promise.reject(new Error('offline')),
        initial: { thoughts: 'ask for a deadline extension', language: 'es' },
      });
      void store.getState().generate();
      return store;
    })(),
  },
};

const draftWithFacts =
  'Hello team,\n\nThe launch moves to Tuesday, March 3. The budget is $4,500; write to anna@example.com.\n\nBest regards,\nAlex';

export const CheckedBeforeSending: Story = {
  args: {
    store: (() => {
      const store = createEmailWriterStore({
        complete: fakeComplete,
        suggestSubjects: async () => ['Launch moves to Tuesday', 'New launch date', 'Launch update'],
        initial: { thoughts: 'launch moves to tuesday', result: draftWithFacts },
      });
      store.getState().check();
      void store.getState().suggestSubjects();
      return store;
    })(),
  },
};

export const RefineFailed: Story = {
  args: {
    store: (() => {
      const store = createEmailWriterStore({
        complete: fakeComplete,
        refine: () => Promise.reject(new Error('The AI service answered 502.')),
        initial: { thoughts: 'launch moves to tuesday', result: draftWithFacts },
      });
      void store.getState().refine('shorter');
      return store;
    })(),
  },
};
