import { useState } from 'react';

/**
 * The 字典选择 demo section's values on both shells, starting on the seeded data (sex 1,
 * priorities L/M/H, user admin); the tree values start empty, the switch too so it fills in N.
 */
export function useDictDemo() {
  const [sex, setSex] = useState('1');
  const [priority, setPriority] = useState('M');
  const [priorities, setPriorities] = useState('L,H');
  const [user, setUser] = useState('admin');
  const [depart, setDepart] = useState('');
  const [category, setCategory] = useState('');
  const [enabled, setEnabled] = useState<unknown>('');
  return {
    sex,
    setSex,
    priority,
    setPriority,
    priorities,
    setPriorities,
    user,
    setUser,
    depart,
    setDepart,
    category,
    setCategory,
    enabled,
    setEnabled,
  };
}
