import type { SandboxDatabase } from "./db/database";
import type { Provider, SiteSettings } from "./config/site";
import type { AnswerModes } from "./domain/answer-modes";
import { filmCatalogue } from "./domain/films";
import { cardRepository } from "./repositories/cards";
import { catalogueRepository } from "./repositories/catalogue";
import { codeRepository } from "./repositories/codes";
import { favoriteRepository } from "./repositories/favorites";
import { historyRepository } from "./repositories/history";
import { memberRepository } from "./repositories/members";
import { outboxRepository } from "./repositories/outbox";
import { registrationRepository } from "./repositories/registrations";
import { rewardRepository } from "./repositories/rewards";
import { sessionRepository } from "./repositories/sessions";

export interface ContextSettings {
  site: SiteSettings;
  provider: Provider;
  filmsDir: string;
  scryptCost: number;
  now: () => number;
  answerModes: AnswerModes;
}

/** Everything a route handler needs: the repositories, the settings and the clock. */
export function createContext(db: SandboxDatabase, settings: ContextSettings) {
  return {
    db,
    site: settings.site,
    provider: settings.provider,
    scryptCost: settings.scryptCost,
    /** Mutable on purpose: tests switch them at run time (sandbox-tools). */
    answerModes: settings.answerModes,
    /** Captcha tokens already spent (domain/captcha.ts): each works once. */
    usedCaptchaTokens: new Set<string>(),
    films: filmCatalogue(settings.filmsDir),
    now: settings.now,
    nowIso: (): string => new Date(settings.now()).toISOString(),
    /** Runs the writes of one call in one transaction (synchronous: hash passwords before). */
    write: <T>(work: () => T): T => db.transaction(work),
    members: memberRepository(db),
    sessions: sessionRepository(db),
    cards: cardRepository(db),
    favorites: favoriteRepository(db),
    history: historyRepository(db),
    catalogue: catalogueRepository(db),
    rewards: rewardRepository(db),
    outbox: outboxRepository(db),
    codes: codeRepository(db),
    registrations: registrationRepository(db),
  };
}

export type SandboxContext = ReturnType<typeof createContext>;
