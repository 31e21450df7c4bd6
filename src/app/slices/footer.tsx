import { SiteFooter } from "../../components/layout/site-footer";
import { SliceLocation } from "../../components/site-link/link-context";
import { ManageCookiesItem } from "../tracking/tracking-loader";
import { SliceStyle } from "./slice-style";

/** The site footer as a Gatsby Slice (`<Slice alias="footer" />`): built once, stitched into every page. */
export default function FooterSlice() {
  return (
    <SliceLocation>
      <SliceStyle />
      <SiteFooter extraLinks={<ManageCookiesItem />} />
    </SliceLocation>
  );
}
