import type { ReactNode } from "react";
import { PageLayout } from "../components/layout/page-layout";

/** Layout around every page; features that live on every page are composed here. */
export function PageWrapper({ children }: { children: ReactNode }) {
  return <PageLayout>{children}</PageLayout>;
}
