/** Seats 0..n-1, clockwise. Its own file so that events and the Game contract both build on it. */
export type Seat = number;
