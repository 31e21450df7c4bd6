/** A request of the fuzzer: what is sent, and the `format` it asked for (if any). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer>;
  askedFormat?: unknown;
}

/** A seeded generator (mulberry32): the same seed sends the same requests. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof randomSource>;

/** Valid calls of the route table, the fuzzer's starting points. */
const TEMPLATES: Record<string, unknown>[] = [
  { method: "POST", route: "/Member/v3/Login", format: "json", body: { email: "marie.dupont@example.fr", password: "x" } },
  { method: "POST", route: "/Member/Login", body: { username: "marie.dupont@example.fr", password: "x" } },
  { method: "GET", route: "/Member/v3/GetMember" },
  { method: "GET", route: "/Member/GetMembershipList/1042" },
  { method: "GET", route: "/Member/v3/OrderHistory", params: { maxResults: 10 } },
  {
    method: "GET",
    route: "/Member/v3/GetResetPasswordCode",
    params: { emailAddress: "a@example.fr", rootUrl: "https://evil.test/" },
  },
  { method: "GET", route: "/Member/UsernameReminder/1/a@example.fr" },
  { method: "POST", route: "/GiftCard/CheckGiftCardBalance", body: { cardNumber: "5012340000009999" } },
  { method: "POST", route: "/Member/v3/ResetPassword", body: { resetCode: "123456", password: "Nouveau-2026!" } },
  { method: "POST", route: "/Member/v3/Edit", body: { memberDetails: { firstName: "Marie" } }, captchaResponse: "ok" },
];

const TRICKY_ROUTES = [
  "/Member/../Admin",
  "/Member/%2e%2e/Admin",
  "//evil.test/Member/v3/Login",
  "\\\\evil.test\\Member",
  "https://evil.test/Member/v3/Login",
  "/Member/GetMembershipList/1042%2F..%2F..",
  "/Member/GetMembershipList/-1",
  "/Member/UsernameReminder/1/not-an-email",
  "/Member/v3/Login?x=1",
  "/Member/v3/Login#frag",
  "/member/v3/login",
  "/Member/v3/Login/",
  "/Member/GetMembershipList/1042\u0000",
  "/Member/GetMembershipList/١٠٤٢",
  "",
  "/",
];
const WEIRD_KEYS = ["__proto__", "constructor", "prototype", "toString", "", "a".repeat(300), "é", "\u0000", "$where"];
const STRINGS = ["", " ", "\u0000", "\ud800", "💥", "a".repeat(5000), "<script>alert(1)</script>", "%00", "${7*7}", "null"];

function randomValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 3 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick([0, -1, 1e308, -0, 2 ** 53 + 1, 3.14, 1042]);
    case 3:
    case 4:
      return random.pick(STRINGS);
    case 5:
      return String.fromCharCode(...Array.from({ length: random.int(40) }, () => random.int(0x3000)));
    case 6:
      return Array.from({ length: random.int(5) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(5) }, () => [
          random.pick([...WEIRD_KEYS, "method", "route", "body"]),
          randomValue(random, depth + 1),
        ]),
      );
  }
}

const nested = (levels: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
};

/** A valid call with one to four fields changed, removed or added. */
function mutatedCall(random: Random): Record<string, unknown> {
  const call = structuredClone(random.pick(TEMPLATES));
  for (let i = 0, n = 1 + random.int(4); i < n; i += 1) {
    const field = random.pick(["method", "route", "format", "params", "body", "captchaResponse", "extra", "drop"]);
    if (field === "route") call.route = random.chance(0.7) ? random.pick(TRICKY_ROUTES) : randomValue(random);
    else if (field === "method") call.method = random.pick(["GET", "POST", "PUT", "get", "DELETE", "", null, 1]);
    else if (field === "format") call.format = random.pick(["json", "raw", "blob", "xml", "", null, 1]);
    else if (field === "params")
      call.params = random.chance(0.3)
        ? Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`p${k}`, k]))
        : { [random.pick(["maxResults", "emailAddress", "rootUrl", ...WEIRD_KEYS])]: randomValue(random) };
    else if (field === "body") call.body = random.chance(0.2) ? nested(20 + random.int(60), 1) : randomValue(random);
    else if (field === "captchaResponse") call.captchaResponse = randomValue(random);
    else if (field === "extra") call[random.pick(WEIRD_KEYS)] = randomValue(random);
    else delete call[random.pick(Object.keys(call))];
  }
  return call;
}

const encode = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** Random bytes, random JSON, mutated calls and mangled JSON text, mostly as application/json. */
export function fuzzBody(random: Random): FuzzRequest {
  const headers: Record<string, string> = {
    "content-type": random.chance(0.9)
      ? "application/json"
      : random.pick([
          "text/plain",
          "application/JSON; charset=utf-8",
          "application/json; charset=utf-16",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/octet-stream",
        ]),
  };
  if (random.chance(0.2)) headers["x-loyalty-session"] = random.pick(["t0k3n", "a".repeat(5000), "é", "a b", "0"]);
  if (random.chance(0.05)) headers["x-loyalty-refresh-session"] = "r".repeat(random.int(6000));
  let body: Uint8Array<ArrayBuffer>;
  let askedFormat: unknown;
  const kind = random.int(10);
  if (kind === 0) {
    body = Uint8Array.from({ length: random.int(2000) }, () => random.int(256));
  } else if (kind === 1) {
    body = encode(JSON.stringify(randomValue(random)) ?? "");
  } else if (kind === 2) {
    const text = JSON.stringify(mutatedCall(random));
    const cut = random.int(text.length + 1);
    body = encode(
      random.chance(0.5)
        ? text.slice(0, cut)
        : `${text.slice(0, cut)}${random.pick(["\u0000", "}", "{", "\\", '"', "\ud800", ",,"])}${text.slice(cut)}`,
    );
  } else if (kind === 3) {
    body = encode(JSON.stringify({ ...mutatedCall(random), body: { blob: "x".repeat(60_000 + random.int(10_000)) } }));
  } else if (kind === 4) {
    // Deep nesting written as text: JSON.stringify itself would overflow the stack at 5,000 levels.
    const levels = random.pick([33, 100, 5000]);
    body = encode(`${'{"body":['.repeat(levels)}1${"]}".repeat(levels)}`);
  } else {
    const call = mutatedCall(random);
    askedFormat = call.format;
    body = encode(JSON.stringify(call));
  }
  return { method: "POST", path: "/api/loyalty", headers, body, askedFormat };
}

const API_PATHS = [
  "/api/loyalty",
  "/api/loyalty/",
  "/api/loyalty/x",
  "/api/",
  "/api/unknown",
  "/api/refund/redirect",
  "/api/startticketing/redirect",
  "/api/launch/ticketing/redirect",
  "/api/startconcessions/redirect",
  "/api/%2e%2e/loyalty",
  "/api/loyalty%00",
  "/api/__proto__",
  "/api/%",
  "/API/%zz",
  "/api/%ED%A0%80",
  "/api/../loyalty",
  "/API/Loyalty",
];

/** Percent-encoded; a lone surrogate becomes bytes that are not UTF-8 at all. */
const queryValue = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80%FF";
  }
};

/** Other /api/* requests: any path, method and query. */
export function fuzzApiRequest(random: Random): FuzzRequest {
  const query = random.chance(0.5)
    ? `?${random.pick(["return", "url", "redirect", "theaterCode", "perfCode", "token", "email"])}=${queryValue(JSON.stringify(randomValue(random)) ?? "")}`
    : "";
  const method = random.pick(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
  const body = ["GET", "OPTIONS"].includes(method) ? undefined : fuzzBody(random).body;
  return { method, path: `${random.pick(API_PATHS)}${query}`, headers: { "content-type": "application/json" }, body };
}
