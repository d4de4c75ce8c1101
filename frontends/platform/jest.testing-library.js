/**
 * Testing Library's waits (findBy*, waitFor) give up after 1 s by default. A render that fetches, then sets state,
 * takes a few hundred ms alone and went past 1 s on a loaded 2-core machine (a sign-in spec, run beside the backend
 * suites in a trial of two lanes, decision 0032): 5 s, still well under the test's own 20 s.
 */
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
