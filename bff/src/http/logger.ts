/** Where the server writes what happens; each main supplies one, tests a silent or a recording one. */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
  /** Written only at LOG_LEVEL=debug (the health probes' requests). */
  debug?(message: string, details?: Record<string, unknown>): void;
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
