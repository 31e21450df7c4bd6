import type { ReactNode } from "react";
import { PageLayout } from "../components/layout/page-layout";
import { MemberEntry } from "../features/loyalty/components/member-entry";

/** Layout around every page; features that live on every page are composed here. */
export function PageWrapper({ children, pathname }: { children: ReactNode; pathname: string }) {
  return <PageLayout memberEntry={<MemberEntry returnTo={pathname} />}>{children}</PageLayout>;
}
