// Scans pages of a running site with the MDN HTTP Observatory's own tests and
// grader (the package's CLI scans one host's root only, on the default ports).
// Usage: node bench/observatory/scan-pages.mjs http://localhost:9000 {https port or -} / /films/ …
// Prints one JSON line per page: grade and score as scanned, and with the tests that need TLS set aside.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";

// The package's install script downloads Chromium's HSTS preload list; it is
// installed without scripts (and offline), and no local host is preloaded anyway.
const packageDir = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");

const [base, httpsPort, ...paths] = process.argv.slice(2);
const site = new URL(base);

/** Results only a host with TLS can avoid (npm start serves plain HTTP and redirects nothing to HTTPS). */
const HOST_TLS = new Set(["redirection-missing", "redirection-not-to-https", "hsts-not-implemented-no-https"]);

/** The Observatory's scoring: extra credit only when the penalties alone leave an A. */
function grade(outputs) {
  let bonus = 0;
  let penalties = 0;
  for (const { modifier } of outputs) {
    if (modifier < 0) penalties += modifier;
    else bonus += modifier;
  }
  const uncurved = 100 + penalties;
  return getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + bonus : uncurved);
}

for (const path of paths) {
  const requests = await retrieve(site.hostname, {
    httpPort: site.port || "80",
    httpsPort: httpsPort === "-" ? "1" : httpsPort,
    path,
  });
  const response = requests.responses.auto;
  if (!response) throw new Error(`${path}: no answer from ${base}`);
  const outputs = ALL_TESTS.map((test) => test(requests))
    .filter((output) => output.result)
    .map((output) => ({
      test: output.constructor.name,
      result: output.result,
      pass: output.pass,
      modifier: getScoreModifier(output.result),
    }));
  const asScanned = grade(outputs);
  const tlsAside = grade(outputs.filter((output) => !HOST_TLS.has(output.result)));
  console.log(
    JSON.stringify({
      path,
      status: response.status,
      grade: asScanned.grade,
      score: asScanned.score,
      gradeTlsAside: tlsAside.grade,
      scoreTlsAside: tlsAside.score,
      tests: outputs,
    }),
  );
}
