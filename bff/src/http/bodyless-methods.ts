/**
 * Whether a request's method can carry no body: fetch's Request refuses one on a GET or a HEAD. Asking the Node
 * adapter for `req.raw.body` makes it build a whole Web Request from Node's, which cost a list about 3 % of its CPU
 * under load, twice (issue 29): a middleware that looks for a body asks this first.
 */
export function hasNoBody(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
