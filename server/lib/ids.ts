import { randomInt } from 'node:crypto';

// Snowflake layout (Twitter epoch): 41 bits ms | 10 bits worker | 12 bits sequence. Today this
// gives 19 decimal digits, the same shape as MyBatis-Plus ASSIGN_ID strings.
const EPOCH = 1288834974657n;
const WORKER = BigInt(randomInt(0, 1024));
let lastMs = -1n;
let sequence = 0n;

export function newId(): string {
  let now = BigInt(Date.now());
  if (now === lastMs) {
    sequence = (sequence + 1n) & 4095n;
    if (sequence === 0n) {
      // Sequence exhausted within this millisecond: wait for the clock to move on.
      while (now <= lastMs) now = BigInt(Date.now());
    }
  } else {
    sequence = 0n;
  }
  if (now < lastMs) now = lastMs; // clock went backwards: keep ids monotonic
  lastMs = now;
  return (((now - EPOCH) << 22n) | (WORKER << 12n) | sequence).toString();
}
