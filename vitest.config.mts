import { defineConfig } from "vitest/config";

// Unit tests (*.test.ts) run in Node; component tests (*.test.tsx) in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "sandbox/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["./src/test/register-messages.ts"],
        },
      },
      {
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./src/test/register-messages.ts", "./src/test/setup-dom.ts"],
        },
      },
    ],
  },
});
