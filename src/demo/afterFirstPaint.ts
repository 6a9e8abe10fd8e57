/**
 * Runs `then` once the browser has painted the prerendered page: a frame's animation callback comes
 * just before its paint, a task queued from it just after. The page's script waits for this before
 * it brings in React, the app and Firebase, so none of them is evaluated before the first paint.
 */
export function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
