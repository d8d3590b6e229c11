import { SEED } from '../ids';

/**
 * Fixed ids of the demo plants (1-based n = 1…30) and their departments. The first three plants
 * are the demo companies already in the organisation seed (华能某某电厂 A02, 大唐某某水电站 A03,
 * 某某风电场 A04); the others get departments A05…A31. Tests and the seeds of the other business
 * tables reference plants by these.
 */
export const DEMO_PLANT_COUNT = 30;

const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function demoPlantId(n: number): string {
  return `18000000009000${pad(n, 5)}`;
}

const FIRST_DEPARTS = [SEED.depart.A02, SEED.depart.A03, SEED.depart.A04] as const;

export function demoPlantDepartId(n: number): string {
  return FIRST_DEPARTS[n - 1] ?? `18000000009100${pad(n, 5)}`;
}

export function demoPlantOrgCode(n: number): string {
  return `A${pad(n + 1, 2)}`;
}
