import { SiteHeader } from "../../components/layout/site-header";
import { usePageLocation } from "../../components/site-link/link-context";
import { MemberEntry } from "../../features/loyalty/member-entry/member-entry";
import { loyaltySettings } from "../../features/loyalty/core/settings/loyalty-settings";
import { FilmSearch } from "../../features/search/film-search";
import { SliceFrame } from "./slice-frame";

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
  return <SiteHeader memberEntry={memberEntry} search={<FilmSearch />} pathname={page} />;
}
