import { paymentCapturedPayloadSchema, razorpayCapturedPaymentSchema } from '@seva/contract';
import { z } from 'zod';
import type { JsonSchema } from './json-schema';
import type { Operation } from './operations';

/**
 * Body parts the document leaves open that the server still validates: the webhooks' `payload` is any
 * JSON for most events, and a `payment.captured` payload for the one that matters (for Razorpay's, its
 * `payment.entity`)
 * (docs/product/partner-api.md#payment-provider). The fuzz breaks their fields too.
 */
const NESTED_SCHEMAS: Record<string, Record<string, JsonSchema>> = {
  'POST /api/v1/payments/webhook': {
    payload: z.toJSONSchema(paymentCapturedPayloadSchema, {
      target: 'openapi-3.0',
      io: 'input',
    }) as JsonSchema,
  },
  'POST /api/v1/payments/razorpay/webhook': {
    payload: z.toJSONSchema(z.object({ payment: z.object({ entity: razorpayCapturedPaymentSchema }) }), {
      target: 'openapi-3.0',
      io: 'input',
    }) as JsonSchema,
  },
};

/** `operations` with each open body part replaced by the schema the server applies. */
export function withUndocumentedSchemas(operations: Operation[]): Operation[] {
  return operations.map((operation) => {
    const nested = NESTED_SCHEMAS[operation.name];
    if (!nested || !operation.body) return operation;
    return {
      ...operation,
      body: { ...operation.body, properties: { ...operation.body.properties, ...nested } },
    };
  });
}
