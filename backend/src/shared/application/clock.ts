/** The current time, as a port so expiry rules can be tested by moving time. */
export abstract class Clock {
  abstract now(): Date;
}
