// The bench's floor page (tests/bench/phone-first-list.ts): the least a React + antd-mobile phone
// page can do for "tap 登录 → first to-do": one login request, then the to-do list, rendered as an
// antd-mobile List. No router, no state library, no lazy chunks: everything is loaded before the tap.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Form, Input, List } from 'antd-mobile';

const API = '/jeecg-boot';

interface TodoRow {
  id: string;
  title: string;
}

async function signInAndLoad(values: { username: string; password: string }): Promise<TodoRow[]> {
  const login = (await (
    await fetch(`${API}/sys/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
    })
  ).json()) as { result: { token: string } };
  const todo = (await (
    await fetch(`${API}/cwxt/dashboard/todo`, { headers: { 'X-Access-Token': login.result.token } })
  ).json()) as { result: { items: TodoRow[] } };
  return todo.result.items;
}

function Floor() {
  const [items, setItems] = useState<TodoRow[] | null>(null);
  if (items)
    return (
      <section aria-label="我的待办">
        <List header="我的待办">
          {items.map((i) => (
            <List.Item key={i.id}>{i.title}</List.Item>
          ))}
        </List>
      </section>
    );
  return (
    <Form
      onFinish={(v: { username: string; password: string }) => void signInAndLoad(v).then(setItems)}
      footer={
        <Button block type="submit" color="primary">
          登录
        </Button>
      }
    >
      <Form.Item name="username">
        <Input placeholder="请输入用户名" />
      </Form.Item>
      <Form.Item name="password">
        <Input type="password" placeholder="请输入密码" />
      </Form.Item>
    </Form>
  );
}

createRoot(document.getElementById('root')!).render(<Floor />);
