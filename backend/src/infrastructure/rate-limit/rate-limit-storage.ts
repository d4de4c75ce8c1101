/** The counters' home: Redis when configured, else the database. Never this process' memory. */
export abstract class RateLimitStorage {}
