import type { MessageDescriptor } from "react-intl";
import { paths } from "../../../../config/paths";
import { areaMessages as m } from "./messages";

/** The member area's sections, in the order of its menu; each is its own page. */
export const ACCOUNT_SECTIONS = ["overview", "card", "rewards", "history", "profile"] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

interface SectionInfo {
  path: () => string;
  /** Its name in the area's menu. */
  navLabel: MessageDescriptor;
  /** Its h1 (the overview's is the area's name). */
  heading: MessageDescriptor;
  description: MessageDescriptor;
}

export const accountSection: Record<AccountSection, SectionInfo> = {
  overview: {
    path: paths.account,
    navLabel: m.overview,
    heading: m.areaTitle,
    description: m.areaDescription,
  },
  card: { path: paths.accountCard, navLabel: m.card, heading: m.card, description: m.cardDescription },
  rewards: { path: paths.accountRewards, navLabel: m.rewards, heading: m.rewards, description: m.rewardsDescription },
  history: { path: paths.accountHistory, navLabel: m.history, heading: m.history, description: m.historyDescription },
  profile: { path: paths.accountProfile, navLabel: m.profile, heading: m.profile, description: m.profileDescription },
};
