export * from "./headers";
export * from "./peach-codes";
export * from "./proxy-request";
export * from "./route-path";
export * from "./route-table";
export * from "./session-token";
export * from "./wire-types";
export * from "./provider-rules";
