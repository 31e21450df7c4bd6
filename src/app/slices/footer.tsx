import { SiteFooter } from "../../components/layout/site-footer";
import { ManageCookiesItem } from "../../features/tracking";
import { SliceFrame } from "./slice-frame";

/** The site footer as a Gatsby Slice (`<Slice alias="footer" />`): built once, stitched into every page. */
export default function FooterSlice() {
  return (
    <SliceFrame>
      <SiteFooter extraLinks={<ManageCookiesItem />} />
    </SliceFrame>
  );
}
