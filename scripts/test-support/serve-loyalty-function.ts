// One instance of the site's /api/loyalty Function (src/api/loyalty.ts) as its own process, configured by its
// environment as a host configures it (REDIS_URL, LOYALTY_API_URL…). Prints its port once it listens.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import loyaltyProxy from "../../src/api/loyalty";

const server = http.createServer((req, res) => {
  void loyaltyProxy(req as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
