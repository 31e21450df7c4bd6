import { lazy } from "react";
import { LazyPart } from "../../../components/lazy-part";
import type { AddToCalendarProps } from "./add-to-calendar-button";

/** Its code (and the .ics builder) loads when first shown, not with the page: pages show it after hydration. */
const AddToCalendarButton = lazy(() => import("./add-to-calendar-button").then((m) => ({ default: m.AddToCalendarButton })));

/** « Ajouter à mon agenda » beside a showtime (the listing's programme and the film page). */
export function LazyAddToCalendarButton(props: AddToCalendarProps) {
  return (
    <LazyPart fallback={null}>
      <AddToCalendarButton {...props} />
    </LazyPart>
  );
}
