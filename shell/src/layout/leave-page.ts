/** A full page load (not a client-side navigation): after sign-out every piece of state starts fresh. */
export function leavePage(url: string) {
  window.location.assign(url);
}
