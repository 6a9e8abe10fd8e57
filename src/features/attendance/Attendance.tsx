import { useRef } from 'react';
import { useHydrated } from '../useHydrated';
import { attendanceTexts as texts } from '../../i18n/nbAttendance';
import type { AttendanceCounts, AttendanceStatus } from './attendanceFirestore';
import type { Answer } from './pendingAnswer';
import { useAttendance } from './useAttendance';

interface Props {
  occurrenceId: string;
  title: string;
}

const label = (a: AttendanceStatus) => (a === 'kommer' ? texts.coming : texts.maybe);

/**
 * "Kommer" / "Kanskje" for one event occurrence. The latest wish is kept until the server has it
 * (useAttendance): a network failure loses nothing, and the newest wish wins.
 */
export default function Attendance({ occurrenceId, title }: Props) {
  const { answer, counts, loaded, connected, saving, message, trouble, choose } = useAttendance(occurrenceId);
  const headingId = `attendance-${occurrenceId}`;
  return (
    <section className="attendance" aria-labelledby={headingId} data-loaded={loaded ? 'true' : undefined}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.intro}</p>
      <AnswerButtons answer={answer} title={title} choose={choose} />
      <p>{answer ? texts.yourAnswer(label(answer)) : texts.noAnswer}</p>
      {/* The line keeps room for its longest text (global.css): the counts arriving move nothing below.
          Until the answer is saved and counted again, the old counts would leave it out. */}
      <p data-counts data-room={texts.countsOnAnswer} className="attendance-counts">
        <span>{saving ? texts.saving : countsText(counts, loaded, connected)}</span>
      </p>
      {/* aria-live rather than role=status: the event page has other status regions (share). */}
      <p aria-live="polite" data-attendance-message className={trouble ? 'form-error' : undefined}>
        {message}
      </p>
    </section>
  );
}

function AnswerButtons({ answer, title, choose }: { answer: Answer; title: string; choose: (next: Answer) => void }) {
  const group = useRef<HTMLDivElement>(null);
  // Unseen until a script can answer a tap: the every-page script (./attendanceIsland.ts) or the island itself.
  const ready = useHydrated();
  // «Trekk svaret» disappears with the answer: keep focus in the group (on «Kommer»), not on <body>.
  function withdraw() {
    choose(null);
    group.current?.querySelector('button')?.focus();
  }
  return (
    <div
      className="attendance-actions"
      role="group"
      aria-label={`${texts.heading} ${title}`}
      ref={group}
      data-pending={ready ? undefined : ''}
    >
      {(['kommer', 'kanskje'] as const).map((status) => (
        <button key={status} type="button" className="button" aria-pressed={answer === status} onClick={() => choose(status)}>
          {answer === status && <CheckMark />}
          {label(status)}
        </button>
      ))}
      {/* Always in the row, unseen without an answer: a remembered answer arriving after the page is shown moves nothing. */}
      <button
        type="button"
        className={answer ? 'button secondary' : 'button secondary attendance-unused'}
        onClick={withdraw}
        disabled={!answer}
      >
        {texts.withdraw}
      </button>
    </div>
  );
}

/** The chosen answer's mark: the state is seen without colour (WCAG 1.4.1) and heard as aria-pressed, so the mark is not read. */
function CheckMark() {
  return (
    <svg className="attendance-check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function countsText(counts: AttendanceCounts | null, loaded: boolean, connected: boolean): string {
  if (counts) return texts.counts(counts.kommer, counts.kanskje);
  if (!connected) return texts.countsOnAnswer;
  return loaded ? texts.countsUnavailable : texts.loading;
}
