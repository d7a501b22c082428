/**
 * The app's one clock (AppOptions.now, or real time), which every expiry, cooldown and topic schedule
 * is read from. Its offset stays 0 unless the development routes move it forward (`POST
 * /__dev/clock`, decision 0704): the rules keep reading "now", only "now" moves.
 */
export class AppClock {
  private offsetMs = 0;

  constructor(private readonly base?: () => Date) {}

  /** The time now, moved by the offset. */
  readonly now = (): Date => new Date(this.nowMs());

  /** The same in milliseconds; on real time with no offset, Date.now itself. */
  readonly nowMs = (): number => (this.base ? this.base().getTime() : Date.now()) + this.offsetMs;

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  /** Sets how far ahead of the base clock the app's clock runs (a new offset replaces the old one). */
  setOffsetSeconds(seconds: number): void {
    this.offsetMs = seconds * 1000;
  }
}
