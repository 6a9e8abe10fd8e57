/**
 * The site's one script file (the demo and the search page have their own as well). Each part acts
 * on its own markup and does nothing on a page without it: the consent banner's buttons and settings
 * links, Esc for the phone menu, what has ended by the visitor's clock, the event page's print,
 * share and toggle parts, the attendance part and the hire page's tools until React has them, the copy buttons on /givertjeneste, «Skriv ut» on the month
 * pages and the date on paper. One file rather than one per part: Lighthouse's simulation of a phone counts every request
 * started before the largest paint, and the four or five small files a page used to name put its
 * largest paint over 1.2 s (docs/features.md). The modules it shares with islands are kept
 * in this file by scripts/astro/client-chunks.mjs; tests/dist/oneScript.test.ts holds both.
 */
import '../features/consent/cookieConsent';
import './menuToggle';
import './showEnded';
import '../features/giving/copyNumbers';
import '../components/programme/printMonthButtons';
import './printDate';
import { wirePrintButtons } from '../features/event-tools/printButtons';
import { wireShareButtons } from '../features/event-tools/shareButtons';
import { wireEventToggles } from '../features/event-tools/eventToggles';
import { startAttendanceParts } from '../features/attendance/attendanceIsland';
import { startHallHire } from '../features/hall-hire/hallHireStart';

wirePrintButtons();
wireShareButtons();
wireEventToggles();
startAttendanceParts();
startHallHire();
