/**
 * Fills the requested path into the 404 page where no server did (Firebase Hosting serves
 * 404.html unchanged), with the wording its route calls for. Everything goes in as text
 * (textContent), never as markup.
 */
import { failsRouteCheck } from '../lib/notFound';
import { visiblePath } from '../lib/visiblePath';

const message = document.querySelector<HTMLElement>('[data-not-found-message]');
if (message) {
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: show the path as requested.
  }
  // The same patterns and wordings the page carries for the local server.
  const { unmatchedLead = '', failedCheckLead = '', checkedRoutes = '[]' } = message.dataset;
  const failed = failsRouteCheck(path, JSON.parse(checkedRoutes) as string[]);
  message.querySelector('[data-not-found-lead]')!.textContent = failed ? failedCheckLead : unmatchedLead;
  // Controls and bidi characters from the address are shown as escapes, never acted on.
  message.querySelector('[data-not-found-path]')!.textContent = visiblePath(path);
  const explanation = document.querySelector<HTMLElement>('[data-not-found-explanation]');
  if (explanation) {
    const { unmatchedExplanation = '', failedCheckExplanation = '' } = explanation.dataset;
    explanation.textContent = failed ? failedCheckExplanation : unmatchedExplanation;
  }
}
