import type { ESLint } from "eslint";

export declare const frenchPlugin: ESLint.Plugin;
