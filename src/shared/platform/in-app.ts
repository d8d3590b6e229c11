import { detectInApp, type InApp } from '../domain/device/detect';
import { browserLocation } from './browser-location';

/** WeCom or DingTalk, from the current user agent. */
export function currentInApp(): InApp {
  return detectInApp(browserLocation.userAgent());
}
