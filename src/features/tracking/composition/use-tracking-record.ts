import { useEffect } from "react";
import { UNTOLD_PAGE, type TrackingRecord } from "../core/tracking-record";

let shown: TrackingRecord | null = null;

/** A template hands tracking its page's record; it holds while the template is mounted. */
export function useTrackingRecord(record: TrackingRecord): void {
  useEffect(() => {
    shown = record;
    return () => {
      if (shown === record) shown = null;
    };
  }, [record]);
}

/**
 * The record of the page shown, read by the page wrapper's effect: React runs a template's effects before
 * its wrapper's (children first), so a page's record is there when the wrapper reports it.
 */
export const shownTrackingRecord = (): TrackingRecord => shown ?? UNTOLD_PAGE;
