-- Dictionary admin (issue 6): a value appears once per dictionary, so a text lookup by value is
-- unambiguous; the index also settles two concurrent adds of the same value.
CREATE UNIQUE INDEX uniq_sys_dict_item_value ON sys_dict_item (dict_id, item_value);
-- The recycle bin lists logically deleted dictionaries.
CREATE INDEX idx_sys_dict_del_flag ON sys_dict (del_flag);
