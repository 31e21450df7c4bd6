import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Parses the messages at build time (gatsby-node), so the browser bundle ships
 * their syntax trees and not the ICU parser (about 10 KB gzip).
 */
export const compileMessages = (messages: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
