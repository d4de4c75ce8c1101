import { Clock } from '../application/clock';

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
