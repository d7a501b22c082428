/**
 * Kazakhstan keeps UTC+5 nationwide (since 1 March 2024): the academy's calendar days (the public
 * offer's, a certificate's date) and the wall-clock date and time of its seminars are read at this
 * offset. One constant for the API; the browser keeps its own copies where it formats dates.
 */
export const ACADEMY_UTC_OFFSET_MS = 5 * 60 * 60 * 1000;
