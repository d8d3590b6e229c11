// Inside WeCom (企业微信) on a 390×844 phone, against the local WeCom emulator: silent sign-in
// through the authorize redirect, re-login in place when the session ends during form entry, the
// back button on a dirty form, and an offline draft restored after a reload (issue 8).
import { inAppScenarios } from './support/in-app-scenarios';

inAppScenarios('wecom');
