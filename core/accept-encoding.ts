/** `Accept-Encoding` read once, for the worker (which coding a client takes) and the local front (which one to send). */

/** One content coding a client names, with its weight (q). */
export interface AcceptedCoding {
  coding: string;
  weight: number;
}

/** `Accept-Encoding` as codings, highest weight first (equal weights keep the client's order). */
export function parseAcceptEncoding(header: string): AcceptedCoding[] {
  const codings: AcceptedCoding[] = [];
  for (const element of header.split(',')) {
    const [name = '', ...params] = element.trim().split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      // A weight that is not a number makes the coding unacceptable rather than preferred.
      if (match) weight = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    codings.push({ coding, weight });
  }
  return codings.sort((a, b) => b.weight - a.weight);
}

/** True when the client takes `coding` (named with a weight above 0). */
export function acceptsCoding(header: string | undefined, coding: string): boolean {
  return parseAcceptEncoding(header ?? '').some((c) => c.coding === coding && c.weight > 0);
}
