/** Player-facing text: Norwegian bokmål first, English always; Swedish where the game speaks it. */
export interface Text {
  readonly nb: string;
  readonly en: string;
  readonly sv?: string;
}
