import type { Logger } from '../http/context.ts';

/** One JSON line per event on the console, for people and for log collectors alike. */
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
  };
}
