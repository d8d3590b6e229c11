import type { Depart, Tenant } from '../domain/contract/user';
import type { PendingChoice } from './login-flow';

export type LoginChoice = NonNullable<PendingChoice>;

export interface ChoiceOption {
  value: string;
  label: string;
}

export const departOptions = (departs: readonly Depart[]): ChoiceOption[] =>
  departs.map((d) => ({ value: d.orgCode, label: d.departName }));

export const tenantOptions = (tenants: readonly Tenant[]): ChoiceOption[] =>
  tenants.map((t) => ({ value: String(t.id), label: t.name }));

/** The options of the department or tenant choice after login (value: orgCode, or tenant id). */
export function loginChoiceOptions(choice: LoginChoice): ChoiceOption[] {
  return choice.kind === 'depart' ? departOptions(choice.options) : tenantOptions(choice.options);
}
