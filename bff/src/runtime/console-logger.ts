import type { Logger } from '../http/logger.ts';

/**
 * One JSON object per line on the console (`time`, `level`, `message`, then the event's details: a request's
 * `requestId`, `method`, `path`, `status`, `duration`), for people and for log collectors alike. Only `console`, so
 * it writes the same on Node and Deno.
 */
export function consoleLogger(level: 'silent' | 'error' | 'info' | 'debug'): Logger {
  const write = (severity: string, message: string, details?: Record<string, unknown>) =>
    (severity === 'error' ? console.error : console.info)(JSON.stringify({ time: new Date().toISOString(), level: severity, message, ...details }));
  return {
    info: (message, details) => {
      if (level === 'info' || level === 'debug') write('info', message, details);
    },
    error: (message, details) => {
      if (level !== 'silent') write('error', message, details);
    },
    debug: (message, details) => {
      if (level === 'debug') write('debug', message, details);
    },
  };
}
