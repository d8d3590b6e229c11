// Users of the three business roles for server tests of the business modules. A plant user sits
// in the department of a seeded demo plant, which is what the plant data rule keys on.
import { demoPlantId, demoPlantOrgCode } from '../../../server/db/seed/business/ids';
import { createUser, login } from './helpers';
import type { TestApp } from './test-app';

export const BIZ_PASSWORD = 'Biz@2025test';

export interface SignedIn {
  id: string;
  token: string;
}

async function signedIn(
  t: TestApp,
  username: string,
  roleCode: string,
  departCodes: string[],
): Promise<SignedIn> {
  const id = await createUser(t, { username, password: BIZ_PASSWORD, roleCode, departCodes });
  return { id, token: await login(t.app, username, BIZ_PASSWORD) };
}

/** 电厂用户 of demo plant `n` (1-based). */
export function plantUser(t: TestApp, username: string, n: number): Promise<SignedIn> {
  return signedIn(t, username, 'plant_user', [demoPlantOrgCode(n)]);
}

/** 电网营销人员 in 营销部. */
export function gridUser(t: TestApp, username: string): Promise<SignedIn> {
  return signedIn(t, username, 'grid_staff', ['A01A01']);
}

/** 领导 (read-only dashboards and statistics). */
export function leaderUser(t: TestApp, username: string): Promise<SignedIn> {
  return signedIn(t, username, 'leader', ['A01']);
}

export { demoPlantId };
