/**
 * Seconds left as a clock shows them: "45 s" under a minute, "1:58" from one (a turn of two minutes
 * read "118 s", a wait between rounds without a turn clock "600 s").
 */
export function timeLeft(s: number, t: (key: 'clockLeft', params: { n: number }) => string): string {
  if (s < 60) return t('clockLeft', { n: s });
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
