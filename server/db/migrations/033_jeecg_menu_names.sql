-- Menus JeecgBoot's own clients can follow (docs/jeecg-client-endpoints.md): our own pages leave
-- JeecgBoot's component folders for ours (cwxt/), so a JeecgBoot client never looks for a view it
-- does not have under a name that looks like one of its own; both of our shells map the new names.
-- Fresh databases get the same values from the seed; this brings existing installations along.
UPDATE sys_permission SET component = 'cwxt/monitor/ProcessInfo' WHERE component = 'modules/monitor/ProcessInfo';
UPDATE sys_permission SET component = 'cwxt/monitor/DatabaseInfo' WHERE component = 'modules/monitor/DatabaseInfo';
UPDATE sys_permission SET component = 'cwxt/system/ThirdAppConfig' WHERE component = 'system/appconfig/ThirdAppConfigList';
UPDATE sys_permission SET component = 'cwxt/dashboard/Chart' WHERE component = 'dashboard/Chart';
UPDATE sys_permission SET component = 'cwxt/dashboard/Task' WHERE component = 'dashboard/Task';
UPDATE sys_permission SET component = 'cwxt/dashboard/Monitor' WHERE component = 'dashboard/Monitor';

-- 个人信息 is reached by the route name account-center (JeecgBoot's header menu): the name comes
-- from the path when the row has no component name.
UPDATE sys_permission SET component_name = NULL
 WHERE id = '1800000000000000303' AND component_name = 'AccountCenter';
