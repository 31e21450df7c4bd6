import { PHONE_WIDTH } from "../../tests/engines/support/engine";
import type { PassEngine } from "./options";
import type { PageType, Role } from "./page-types";

export const ROLES: readonly Role[] = ["visitor", "member"];

/** One page shot: by which engine, at which width (as the browser opened it), as whom. */
export interface Shot {
  engine: PassEngine;
  width: number;
  role: Role;
  page: string;
}

/** `<engine>-<width>-<role>-<page>`, the shot's file name without its extension. */
export const shotName = ({ engine, width, role, page }: Shot) => `${engine}-${width}-${role}-${page}`;

/**
 * The window width to ask an engine for: Chromium emulates any viewport; Firefox and WebKit open no window narrower
 * than their phone minimum (tests/engines/support/engine.ts), which they get instead.
 */
export const windowWidth = (engine: PassEngine, width: number): number =>
  engine === "chromium" ? width : Math.max(width, PHONE_WIDTH[engine]);

/** The page types a role visits among those asked for, in the table's order. */
export const visitsOf = (role: Role, pageTypes: readonly PageType[], asked: readonly string[]): PageType[] =>
  pageTypes.filter((pageType) => pageType.roles.includes(role) && asked.includes(pageType.key));
