/** 14:00 → 14.00: clock times as Norwegian text writes them. */
export const formatClockText = (clock: string) => clock.replace(':', '.');
