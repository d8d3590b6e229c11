// Seeded rows have fixed snowflake-shaped ids so the seed can be re-run (ON CONFLICT DO NOTHING).
export const SEED = {
  tenant: 1000,
  depart: {
    A01: '1800000000000000101',
    A01A01: '1800000000000000102',
    A01A02: '1800000000000000103',
    A02: '1800000000000000104',
    A03: '1800000000000000105',
    A04: '1800000000000000106',
  },
  role: {
    admin: '1800000000000000201',
    grid_staff: '1800000000000000202',
    plant_user: '1800000000000000203',
    leader: '1800000000000000204',
    guest: '1800000000000000205',
  },
  menu: {
    home: '1800000000000000301',
    account: '1800000000000000302',
    accountCenter: '1800000000000000303',
    accountSecurity: '1800000000000000304',
    system: '1800000000000000305',
    examples: '1800000000000000306',
    widgetDemo: '1800000000000000307',
    monitor: '1800000000000000308',
    online: '1800000000000000309',
    accountSettings: '1800000000000000310',
    accountBaseSetting: '1800000000000000311',
    userAnnouncement: '1800000000000000312',
  },
} as const;
