import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { frenchTypography } from "../lib/french-typography";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The French messages as the site shows them: no-break spaces and typographic apostrophes applied. */
export const typesetMessages = (messages: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, frenchTypography(text)]));

/**
 * Parses the messages at build time (src/builder/webpack.ts), so the browser bundle ships
 * their syntax trees and not the ICU parser (about 10 KB gzip).
 */
export const compileMessages = (messages: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(typesetMessages(messages)).map(([id, text]) => [id, parse(text)]));
