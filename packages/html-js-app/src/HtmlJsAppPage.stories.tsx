import type { Meta, StoryObj } from '@storybook/react-vite';
import { HtmlJsAppPage } from './HtmlJsAppPage';
import { createTodoStore } from './store';

const meta = {
  title: 'Pages/HTML JavaScript Todo',
  component: HtmlJsAppPage,
} satisfies Meta<typeof HtmlJsAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sample: Story = { args: { store: createTodoStore() } };

export const Empty: Story = { args: { store: createTodoStore([]) } };

export const AllDone: Story = {
  args: {
    store: createTodoStore([
      { text: 'Ship the release', completed: true },
      { text: 'Write the changelog', completed: true },
    ]),
  },
};

export const LongTasks: Story = {
  args: {
    store: createTodoStore([
      {
        text: 'Review the accessibility audit of the checkout flow and file one issue per finding, with steps to reproduce',
        completed: false,
      },
      { text: 'Rename supercalifragilisticexpialidocious_configuration_key_v2 everywhere', completed: false },
      { text: 'Done: nothing else', completed: true },
    ]),
  },
};
