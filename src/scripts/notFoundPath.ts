/**
 * Fills the requested path into the 404 page where no server did (Firebase Hosting serves
 * 404.html unchanged), with the wording its route calls for.
 */
import { failsRouteCheck } from '../lib/notFound';

const message = document.querySelector<HTMLElement>('[data-not-found-message]');
if (message) {
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: show the path as requested.
  }
  const { unmatchedLead = '', failedCheckLead = '' } = message.dataset;
  message.querySelector('[data-not-found-lead]')!.textContent = failsRouteCheck(path) ? failedCheckLead : unmatchedLead;
  message.querySelector('[data-not-found-path]')!.textContent = path;
}
