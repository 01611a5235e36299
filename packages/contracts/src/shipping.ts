import { z } from 'zod';
import { POSTAL_CODE_PATTERN } from './browser-rules';

export { POSTAL_CODE_PATTERN };

/**
 * InPost parcel lockers (docs/product-rules.md#api-contract Parcel point, docs/product-rules.md#orders Parcel widget, docs/product-rules.md#api-contract GET /api/shipping/inpost/token;
 * docs/product-rules.md#parcel-lockers). The checkout shows InPost's Geowidget when a token is configured and always offers our own
 * point search, which proxies InPost's points API when configured and otherwise serves bundled demo points.
 */

/** GET /api/shipping/inpost/token: `token` is the Geowidget token, null when InPost is not configured. */
export const InpostTokenResponse = z.object({
  configured: z.boolean(),
  token: z.string().nullable(),
  /** Where the widget's script and stylesheet come from (sandbox or production host). */
  widget_url: z.string().nullable(),
});
export type InpostTokenResponse = z.infer<typeof InpostTokenResponse>;

/** GET /api/shipping/inpost/points?city=&post_code=: at least one of the two (422 otherwise). */
export const InpostPointsQuery = z.object({
  city: z.string().trim().max(100).optional(),
  post_code: z.string().trim().max(10).optional(),
  /** At most this many points (default 20). */
  limit: z.coerce.number().int().min(1).max(50).optional(),
  locale: z.enum(['pl', 'en']).optional(),
});
export type InpostPointsQuery = z.infer<typeof InpostPointsQuery>;

/**
 * A parcel point (docs/product-rules.md#api-contract): `id` is the point's name (e.g. "KRA010"), by which an order names it. The
 * address is built from address_details, else address, else location, else the description.
 */
export const ParcelPoint = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string().nullable(),
  location_type: z.string().nullable(),
  location_description: z.string().nullable(),
  opening_hours: z.string().nullable(),
  address: z.object({
    line1: z.string().nullable(),
    /** Postal code and city, e.g. "50-101 Wrocław". */
    line2: z.string().nullable(),
    city: z.string().nullable(),
    post_code: z.string().nullable(),
  }),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** Open day and night. */
  location_247: z.boolean(),
});
export type ParcelPoint = z.infer<typeof ParcelPoint>;

export const InpostPointsResponse = z.object({
  data: z.array(ParcelPoint),
  /** `inpost`: InPost's points API; `demo`: the bundled demo set (InPost not configured). */
  source: z.enum(['inpost', 'demo']),
});
export type InpostPointsResponse = z.infer<typeof InpostPointsResponse>;
