import { Clock } from '../application/clock';

/** A clock tests can move: starts at real time, `advance(ms)` shifts it. */
export class AdjustableClock extends Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}
