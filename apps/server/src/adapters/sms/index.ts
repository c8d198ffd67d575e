import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createConsoleSms } from './console-sms';
import { createHttpSms } from './http-sms';
import type { SmsSender } from './sms-sender';

export function createSmsSender(config: Config, logger: FastifyBaseLogger): SmsSender {
  if (config.sms.provider === 'http' && config.sms.httpUrl) {
    return createHttpSms(config.sms.httpUrl, config.sms.httpToken);
  }
  return createConsoleSms(config.dataDir, logger);
}
