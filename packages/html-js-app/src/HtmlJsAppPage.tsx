import { Badge, Button, Card, Checkbox, PageHeader, TextField } from '@demos/kit';
import { ListTodo, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './HtmlJsAppPage.css';
import { createTodoStore, type Todo, type TodoStore } from './store';

export interface HtmlJsAppPageProps {
  /** Inject a store (tests, stories); by default each mounted page gets its own. */
  store?: TodoStore;
}

export function HtmlJsAppPage({ store: injected }: HtmlJsAppPageProps) {
  const [store] = useState(() => injected ?? createTodoStore());
  const todos = useStore(store, (s) => s.todos);
  const { add, toggle, remove, clearCompleted } = store.getState();
  const [draft, setDraft] = useState('');
  const remaining = todos.filter((todo) => !todo.completed).length;

  const submit = () => {
    if (add(draft)) setDraft('');
  };

  return (
    <div className={styles.page}>
      <PageHeader
        icon={ListTodo}
        title="HTML/JavaScript"
        description="A todo list in plain, dependency-free logic: add tasks, tick them off, delete them."
      />
      <Card title="Todo list" actions={<Badge tone="accent">{remaining} left</Badge>}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            className={styles.grow}
            label="New task"
            placeholder="What needs to be done?"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit">
            <Plus size={16} aria-hidden />
            Add
          </Button>
        </form>
        {todos.length === 0 ? (
          <p className={styles.empty}>Nothing to do. Add a task above.</p>
        ) : (
          <ul className={styles.list} aria-label="Tasks">
            {todos.map((todo) => (
              <TodoItem key={todo.id} todo={todo} onToggle={toggle} onRemove={remove} />
            ))}
          </ul>
        )}
        <div className={styles.summary}>
          <span>
            {todos.length} {todos.length === 1 ? 'task' : 'tasks'}, {todos.length - remaining} done
          </span>
          <Button variant="ghost" size="sm" onClick={clearCompleted} disabled={remaining === todos.length}>
            Clear completed
          </Button>
        </div>
      </Card>
    </div>
  );
}

interface TodoItemProps {
  todo: Todo;
  onToggle: (id: string) => void;
  onRemove: (id: string) => void;
}

function TodoItem({ todo, onToggle, onRemove }: TodoItemProps) {
  const checkboxId = `todo-${todo.id}`;
  return (
    <li className={styles.item}>
      <Checkbox id={checkboxId} checked={todo.completed} onChange={() => onToggle(todo.id)} />
      <label
        htmlFor={checkboxId}
        className={[styles.text, todo.completed && styles.done].filter(Boolean).join(' ')}
      >
        {todo.text}
      </label>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete "${todo.text}"`}
        onClick={() => onRemove(todo.id)}
      >
        <Trash2 size={16} aria-hidden />
      </Button>
    </li>
  );
}
