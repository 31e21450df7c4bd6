import { createClient } from "@redis/client";

/** How long a call waits for the (first) connection before it fails. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * One connection to the Redis every instance of the site shares (REDIS_URL): the throttle's counters and the refresh
 * replay's answers live there, so that an instance behind the host's load balancer sees what another did.
 */
export class RedisConnection {
  private readonly client;
  private readonly connected: Promise<unknown>;

  constructor(url: string) {
    this.client = createClient({
      url,
      // A command while disconnected fails at once instead of waiting in a queue.
      disableOfflineQueue: true,
      socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    // Connection errors surface as failed commands; without a listener they would crash the process.
    this.client.on("error", () => undefined);
    this.connected = this.client.connect();
    this.connected.catch(() => undefined);
  }

  /** The client once connected; fails after CONNECT_TIMEOUT_MS. */
  async ready() {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("Redis connection timed out")), CONNECT_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.connected, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return this.client;
  }

  async close(): Promise<void> {
    if (this.client.isReady) await this.client.close();
    else if (this.client.isOpen) this.client.destroy();
  }
}
