import { describe, expect, it } from 'vitest';
import { createTodoStore } from './store';

describe('todo store', () => {
  it('adds trimmed text and ignores blank or whitespace-only text', () => {
    const store = createTodoStore([]);
    expect(store.getState().add('   ')).toBe(false);
    expect(store.getState().add('')).toBe(false);
    expect(store.getState().add('  Buy milk  ')).toBe(true);
    expect(store.getState().todos).toEqual([{ id: 'todo-1', text: 'Buy milk', completed: false }]);
  });

  it('toggles and deletes by id, and clears completed', () => {
    const store = createTodoStore([]);
    store.getState().add('a');
    store.getState().add('b');
    const [a, b] = store.getState().todos;
    store.getState().toggle(a!.id);
    expect(store.getState().todos.map((t) => t.completed)).toEqual([true, false]);
    store.getState().toggle(a!.id);
    expect(store.getState().todos[0]!.completed).toBe(false);
    store.getState().remove(b!.id);
    expect(store.getState().todos.map((t) => t.text)).toEqual(['a']);
    store.getState().toggle(a!.id);
    store.getState().clearCompleted();
    expect(store.getState().todos).toEqual([]);
  });

  it('gives each store its own todos', () => {
    const one = createTodoStore();
    const two = createTodoStore();
    one.getState().add('only in one');
    expect(two.getState().todos.some((t) => t.text === 'only in one')).toBe(false);
  });
});
