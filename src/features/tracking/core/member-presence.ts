/**
 * What tracking needs of the member session: whether a member counts as logged in (the page data
 * record's isLoggedIn, SPEC §3) and each login (the marketing tracker, SPEC §7). The loyalty feature
 * knows it; the app hands its module over, loaded with tracking's runtime (features do not import each other).
 */
export interface MemberPresence {
  memberCountsAsLoggedIn(): boolean;
  onMemberLogin(listener: (memberId: string) => void): () => void;
}

export type LoadMemberPresence = () => Promise<MemberPresence>;
