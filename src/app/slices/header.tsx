import { SiteHeader } from "../../components/layout/site-header";
import { usePageLocation } from "../../components/site-link/link-context";
import { MemberEntry } from "../../features/loyalty/member-entry/member-entry";
import { loyaltySettings } from "../../features/loyalty/core/settings/loyalty-settings";
import { defineIsland } from "../../components/islands/island";
import { SliceFrame } from "./slice-frame";

/** The film search, an island (src/components/islands/island.tsx): its code comes once the page is idle or reached for. */
const FilmSearchIsland = defineIsland(
  "film-search",
  () => import(/* webpackChunkName: "film-search" */ "../../features/search/film-search"),
);

/** The site header as a Gatsby Slice (`<Slice alias="header" />`): built once, stitched into every page. */
export default function HeaderSlice() {
  return (
    <SliceFrame>
      <PageHeader />
    </SliceFrame>
  );
}

/**
 * The header for the page shown: its path (return path, menu closing on navigation) once hydrated.
 * SPEC §3 accessFromHeader false: no member entry in the header, for visitors and members alike.
 */
function PageHeader() {
  const page = usePageLocation().pathname || undefined;
  const memberEntry = loyaltySettings.accessFromHeader ? <MemberEntry returnTo={page} /> : undefined;
  return <SiteHeader memberEntry={memberEntry} search={<FilmSearchIsland />} pathname={page} />;
}
