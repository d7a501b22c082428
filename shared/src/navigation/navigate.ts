/**
 * The shared package must send a signed-out student to /signin without
 * importing the shell. The shell (and each remote's standalone frame) registers
 * react-router's navigate here; without one, a full page load is used.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let registered: NavigateFn | null = null;

/** Registers the router's navigate; returns a function that unregisters it. */
export function setNavigate(fn: NavigateFn | null): () => void {
  registered = fn;
  return () => {
    if (registered === fn) registered = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) {
    registered(to, options);
    return;
  }
  if (typeof window !== 'undefined') window.location.assign(to);
}
