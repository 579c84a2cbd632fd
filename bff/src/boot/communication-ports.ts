import type { Env } from '../env.ts';
import type { AppDependencies, Logger } from '../http/context.ts';
import { outboxMailer, smtpMailer } from '../messaging/mailer.ts';
import { brevoSms, outboxSms } from '../messaging/sms.ts';
import { botCheckFor } from '../auth/bot-check.ts';
import { oidcProvidersFrom } from '../auth/oidc/providers.ts';
import { geocoderFor } from '../geocoding/geocoder-port.ts';

/** Mail, text messages, the bot check, the identity providers and the geocoder, as the configuration asks. */
export function communicationPorts(env: Env, outboxDirectory: string, log: Logger): Pick<AppDependencies, 'mailer' | 'sms' | 'botCheck' | 'oidc' | 'geocoder'> {
  const geocoder = geocoderFor(env);
  return {
    mailer: env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(outboxDirectory, env.MAIL_FROM, log),
    sms:
      env.SMS_PROVIDER === 'brevo' && env.SMS_API_KEY
        ? brevoSms({ apiKey: env.SMS_API_KEY, sender: env.SMS_SENDER, baseUrl: env.SMS_API_URL })
        : outboxSms(outboxDirectory, log),
    botCheck: botCheckFor(env),
    oidc: oidcProvidersFrom(env),
    ...(geocoder && { geocoder }),
  };
}
