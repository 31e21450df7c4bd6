export type { LoginAnswer, MemberDetails, SessionManagementTokens } from "../../../../lib/loyalty-api/wire-types";
