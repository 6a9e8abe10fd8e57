/**
 * Why a run stopped, in Norwegian for the volunteer, from what the steps left: the content check's
 * record (its message names document and field), else the build's log (the build's own message for
 * content it refuses), else which step failed.
 */
import { stripVTControlCharacters } from 'node:util';

/** The build's messages about content (src/content/datasetError.ts, the schema check in loader.ts). */
const CONTENT_MESSAGE = /(Datasettet: dokumentet «[^»]+», feltet «[^»]+».*|.* har \d+ feil mot skjemaet:(\n\s+.+)+)/;
const DOCUMENT_FIELD = /dokumentet «([^»]+)», feltet «([^»]+)»/;

/**
 * The build's message as the volunteer reads it: its «dokumentet …, feltet …: problem» lines without
 * the technical lead-in («Sanity-prosjektet … har 1 feil mot skjemaet:», «Datasettet:»).
 * @param {string} message
 */
export function volunteerReason(message) {
  const lines = message
    .split('\n')
    .map((line) => /Datasettet: (dokumentet «.*)$/.exec(line.trim())?.[1])
    .filter(Boolean);
  return lines.length ? lines.join(' ') : message.trim();
}

/**
 * The document and field the build's message names first (its messages all say «dokumentet «id»,
 * feltet «field»», the field by its Studio label).
 * @param {string} message
 */
export function contentCause(message) {
  const [, documentId, field] = DOCUMENT_FIELD.exec(message) ?? [];
  return documentId ? { documentId, field } : {};
}

/**
 * @param {'check' | 'build' | 'deploy'} step
 * @param {{reason?: string, documentId?: string, field?: string} | null} check
 * @param {string} buildLog
 * @returns {{reason: string, documentId?: string, field?: string}}
 */
export function failureReason(step, check, buildLog) {
  if (step === 'check' && check?.reason) return { reason: volunteerReason(check.reason), documentId: check.documentId, field: check.field };
  if (step === 'build') {
    const found = CONTENT_MESSAGE.exec(stripVTControlCharacters(buildLog))?.[0]?.trim();
    if (found) return { reason: volunteerReason(found), ...contentCause(found) };
    return { reason: 'byggingen stoppet på en teknisk feil (ikke i innholdet). Den som drifter nettsiden, finner feilen i loggen.' };
  }
  if (step === 'deploy') return { reason: 'publiseringen til Firebase feilet. Den som drifter nettsiden, finner feilen i loggen.' };
  return { reason: 'innholdssjekken stoppet uten å si hvorfor. Den som drifter nettsiden, finner feilen i loggen.' };
}
