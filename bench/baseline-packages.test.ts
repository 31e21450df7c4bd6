import { describe, expect, it } from "vitest";
import { unmetRequirements, versionsBesideLock } from "./baseline-packages";

const installed: Record<string, string> = { gatsby: "5.16.1", react: "19.2.3", vitest: "4.1.12" };
const installedVersion = (name: string) => installed[name];

describe("unmetRequirements", () => {
  it("is empty when our node_modules and Node meet every range of the commit's package.json", () => {
    const manifest = { dependencies: { gatsby: "^5.16.0", react: "~19.2.0" }, devDependencies: { vitest: "^4.1.0" } };
    expect(unmetRequirements({ ...manifest, engines: { node: ">=20.19" } }, installedVersion, "v24.15.0")).toEqual([]);
  });

  it("names each package missing or out of its range, a range it cannot read, and the Node it wants", () => {
    const manifest = {
      dependencies: { "better-sqlite3": "^12.6.2", react: "~19.1.0", gatsby: "github:gatsbyjs/gatsby" },
      devDependencies: { vitest: "^4.1.0" },
      engines: { node: "^20.19.0" },
    };
    expect(unmetRequirements(manifest, installedVersion, "v24.15.0")).toEqual([
      "Node v24.15.0, where it wants ^20.19.0",
      "better-sqlite3 not installed, where it wants ^12.6.2",
      "gatsby 5.16.1, where it wants « github:gatsbyjs/gatsby » (not a range)",
      "react 19.2.3, where it wants ~19.1.0",
    ]);
  });
});

describe("versionsBesideLock", () => {
  it("names the commit's own packages whose installed version is not the one its lock held", () => {
    const manifest = {
      dependencies: { react: "^19.2.0", gatsby: "^5.16.0", zod: "^4.0.0" },
      devDependencies: { vitest: "^4.1.0" },
    };
    const lock = {
      packages: {
        "node_modules/react": { version: "19.2.0" },
        "node_modules/gatsby": { version: "5.16.1" },
        "node_modules/zod": { version: "4.1.0" },
        "node_modules/vitest": { version: "4.1.10" },
      },
    };
    expect(versionsBesideLock(manifest, lock, installedVersion)).toEqual(["react 19.2.0 → 19.2.3", "vitest 4.1.10 → 4.1.12"]);
  });
});
