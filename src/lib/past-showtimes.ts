/**
 * The past showtimes' names where the code of other parts still imports them (global-style.ts,
 * custom-showtimes-page.tsx): the programme's DOM contract is lib/programme/programme-dom.ts.
 */
export { PAST_ATTRIBUTE, showtimeGroup } from "./programme/programme-dom";
