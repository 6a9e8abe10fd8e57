/**
 * Why a run stopped, in Norwegian for the volunteer, from what the steps left: the content check's
 * record (its message names document and field), else the build's log (the build's own message for
 * content it refuses, or the dataset file and line that is not JSON), else which step failed.
 * The log is read line by line with indexOf and patterns that cannot backtrack over a line, so a
 * log of minified code takes time in proportion to its length.
 */
import { stripVTControlCharacters } from 'node:util';
import { relative, isAbsolute } from 'node:path';

const DOCUMENT = 'dokumentet «';
const FIELD = '», feltet «';
/** The schema check's lead-in (loader.ts), followed by one indented line per problem. */
const SCHEMA_HEADER = / har \d+ feil mot skjemaet:$/;
/** readNdjson's message for a line that is not JSON (src/content/sources.ts). */
const BROKEN_JSON = /, linje (\d+): ugyldig JSON/;

/**
 * The first «dokumentet «id», feltet «field»» in `text`, with where it starts, or null. Every
 * candidate start before the same closing » fails or succeeds alike, so each character is read once.
 * @param {string} text
 */
function documentField(text) {
  for (let from = 0; ;) {
    const start = text.indexOf(DOCUMENT, from);
    if (start < 0) return null;
    const idEnd = text.indexOf('»', start + DOCUMENT.length);
    if (idEnd < 0) return null;
    if (idEnd > start + DOCUMENT.length && text.startsWith(FIELD, idEnd)) {
      const fieldEnd = text.indexOf('»', idEnd + FIELD.length);
      if (fieldEnd < 0) return null;
      if (fieldEnd > idEnd + FIELD.length)
        return { start, documentId: text.slice(start + DOCUMENT.length, idEnd), field: text.slice(idEnd + FIELD.length, fieldEnd) };
    }
    from = idEnd + 1;
  }
}

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
  const found = documentField(message);
  return found ? { documentId: found.documentId, field: found.field } : {};
}

/** The file a «<file>, linje N: ugyldig JSON» line names, after the log's own prefix, relative to the checkout. */
function jsonFile(/** @type {string} */ before) {
  const prefix = Math.max(before.lastIndexOf(': '), before.lastIndexOf('] '));
  const file = (prefix < 0 ? before : before.slice(prefix + 2)).trim();
  const inside = isAbsolute(file) ? relative(process.cwd(), file) : file;
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : file;
}

/**
 * What in the build's log is about the content: a document's field, the schema check's list, or
 * a dataset line that is not JSON; null when none is.
 * @param {string} log
 * @returns {{reason: string, documentId?: string, field?: string} | null}
 */
function contentInLog(log) {
  const lines = log.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = stripVTControlCharacters(lines[i]);
    const marker = line.indexOf(`Datasettet: ${DOCUMENT}`);
    const named = marker < 0 ? null : documentField(line.slice(marker));
    if (named?.start === 'Datasettet: '.length) {
      const message = line.slice(marker).trim();
      return { reason: volunteerReason(message), ...contentCause(message) };
    }
    if (SCHEMA_HEADER.test(line) && /^\s+\S/.test(lines[i + 1] ?? '')) {
      const found = [line];
      for (let j = i + 1; j < lines.length && /^\s+\S/.test(lines[j]); j++) found.push(stripVTControlCharacters(lines[j]));
      const message = found.join('\n').trim();
      return { reason: volunteerReason(message), ...contentCause(message) };
    }
    const json = BROKEN_JSON.exec(line);
    if (json) return { reason: `ugyldig JSON i ${jsonFile(line.slice(0, json.index))}, linje ${json[1]}.` };
  }
  return null;
}

/**
 * @param {'check' | 'build' | 'deploy'} step
 * @param {{reason?: string, documentId?: string, field?: string} | null} check
 * @param {string} buildLog
 * @returns {{reason: string, documentId?: string, field?: string}}
 */
export function failureReason(step, check, buildLog) {
  if (step === 'check' && check?.reason) return { reason: volunteerReason(check.reason), documentId: check.documentId, field: check.field };
  if (step === 'build')
    return (
      contentInLog(buildLog) ?? {
        reason: 'byggingen stoppet på en teknisk feil (ikke i innholdet). Den som drifter nettsiden, finner feilen i loggen.',
      }
    );
  if (step === 'deploy') return { reason: 'publiseringen til Firebase feilet. Den som drifter nettsiden, finner feilen i loggen.' };
  return { reason: 'innholdssjekken stoppet uten å si hvorfor. Den som drifter nettsiden, finner feilen i loggen.' };
}
