import { createIdGenerator } from '@demos/kit';
import { createStore } from 'zustand/vanilla';

export interface Todo {
  id: string;
  text: string;
  completed: boolean;
}

export interface TodoState {
  todos: Todo[];
  /** Adds a todo; blank or whitespace-only text is ignored (spec §5). Returns whether one was added. */
  add: (text: string) => boolean;
  toggle: (id: string) => void;
  remove: (id: string) => void;
  clearCompleted: () => void;
}

export const SAMPLE_TODOS: readonly Omit<Todo, 'id'>[] = [
  { text: 'Sketch the landing page layout', completed: true },
  { text: 'Wire the form to the API', completed: false },
  { text: 'Write tests for the edge cases', completed: false },
];

/** One store per mounted page (so two pages or two tests never share todos). */
export function createTodoStore(initial: readonly Omit<Todo, 'id'>[] = SAMPLE_TODOS) {
  const nextId = createIdGenerator('todo');
  return createStore<TodoState>()((set) => ({
    todos: initial.map((todo) => ({ ...todo, id: nextId() })),
    add: (text) => {
      const trimmed = text.trim();
      if (!trimmed) return false;
      set((state) => ({ todos: [...state.todos, { id: nextId(), text: trimmed, completed: false }] }));
      return true;
    },
    toggle: (id) =>
      set((state) => ({
        todos: state.todos.map((todo) => (todo.id === id ? { ...todo, completed: !todo.completed } : todo)),
      })),
    remove: (id) => set((state) => ({ todos: state.todos.filter((todo) => todo.id !== id) })),
    clearCompleted: () => set((state) => ({ todos: state.todos.filter((todo) => !todo.completed) })),
  }));
}

export type TodoStore = ReturnType<typeof createTodoStore>;
