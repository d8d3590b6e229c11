// Inside DingTalk (钉钉) on a 390×844 phone, against the local DingTalk emulator with the jsapi
// bridge stubbed at the window boundary: silent sign-in through requestAuthCode, re-login in place
// when the session ends during form entry, the back button on a dirty form, and an offline draft
// restored after a reload (issue 8).
import { inAppScenarios } from './support/in-app-scenarios';

inAppScenarios('dingtalk');
