-- Users, positions, tenants, online users, logs (issue 3, users/tenants part).

-- Platform positions (tenant_id NULL) are unique by code too: NULLs never collide in the
-- (tenant_id, code) index of 003, so they get their own partial index.
CREATE UNIQUE INDEX uniq_sys_position_code_platform ON sys_position (code) WHERE tenant_id IS NULL;

-- The operation log is read per tenant, newest first.
CREATE INDEX idx_sys_log_tenant_time ON sys_log (log_type, tenant_id, create_time);

-- 操作类型 of the operation log (JeecgBoot CommonConstant.OPERATE_TYPE_*).
INSERT INTO sys_dict (id, dict_name, dict_code, create_by)
VALUES ('1800000000000014001', '操作类型', 'operate_type', 'system')
ON CONFLICT (dict_code) DO NOTHING;
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
SELECT v.id, d.id, v.text, v.value, v.sort, 1, 'system'
  FROM (VALUES ('1800000000014001001', '查询', '1', 1), ('1800000000014001002', '添加', '2', 2),
               ('1800000000014001003', '更新', '3', 3), ('1800000000014001004', '删除', '4', 4),
               ('1800000000014001005', '导入', '5', 5), ('1800000000014001006', '导出', '6', 6))
       AS v (id, text, value, sort)
  JOIN sys_dict d ON d.dict_code = 'operate_type'
ON CONFLICT (id) DO NOTHING;
