/** Where SMS codes go. Only the log provider exists; a real gateway implements the same method. */
export interface SmsProvider {
  send(mobile: string, code: string, smsmode: string): Promise<void>;
}

/** Prints exactly one line per code; the browser tests read it from stdout. */
export class LogSmsProvider implements SmsProvider {
  async send(mobile: string, code: string, smsmode: string): Promise<void> {
    process.stdout.write(`[sms] mobile=${mobile} mode=${smsmode} code=${code}\n`);
  }
}
