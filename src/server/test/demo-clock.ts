/**
 * The instant every test league's demo is loaded at, so its current season (built around the day
 * the demo is loaded) is the same in every run: a Wednesday in its fourth week, "Spring 2026". It
 * is in the past, so no game of that season is still to come as the tests run.
 */
export const DEMO_LOADED_AT = new Date('2026-05-06T16:00:00Z');
