import { Clock } from '../application/clock';

/**
 * A clock tests can move: starts at real time (or stands still at `start` when given), `advance(ms)` shifts it.
 * A test that compares a time it read with one the code read wants `start`: real time moves between the two reads.
 */
export class AdjustableClock extends Clock {
  private offsetMs = 0;
  constructor(private readonly start?: Date) {
    super();
  }
  now(): Date {
    return new Date((this.start?.getTime() ?? Date.now()) + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}
