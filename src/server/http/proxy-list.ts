import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

export const TRUST_EVERYONE_REFUSED =
  'trusting every address is refused: it would believe the X-Forwarded-For of anyone who reaches the server, so any ' +
  'client could choose the address it is throttled under. Give the addresses or networks of your proxies, e.g. ' +
  'TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,192.168.1.5';

/** Whether proxy-addr takes the entry: an IP address, a CIDR network, or one of its names (loopback...). */
function isProxyAddress(entry: string): boolean {
  try {
    proxyAddr.compile([entry]);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: the comma-separated addresses or networks of the reverse proxies whose
 * X-Forwarded-* headers are believed; unset, empty or `false` trusts none. Trusting everyone
 * (`true`, or a network of every address) is refused.
 */
export const proxyList = z
  .string()
  .optional()
  .transform((value, context): string[] => {
    const setting = value?.trim() ?? '';
    if (setting === '' || setting === 'false') return [];
    const entries = setting.split(',').map((entry) => entry.trim());
    if (setting === 'true' || entries.some((entry) => /\/(0+|0\.0\.0\.0)$/.test(entry))) {
      context.addIssue({ code: 'custom', message: TRUST_EVERYONE_REFUSED });
      return z.NEVER;
    }
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `takes IP addresses or networks (CIDR) separated by commas; not ${wrong.map((w) => `'${w}'`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
