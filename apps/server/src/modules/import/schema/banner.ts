import { z } from 'zod';
import { dateInput, externalId, filePath, ref, url } from './common.ts';

/** A path inside the portal (`/learn/…`) or an absolute http(s) address. */
const bannerLink = z.union([z.string().regex(/^\/learn(\/[^\s]*)?$/, 'a /learn path'), url]);

/** The tenant's promo banners on the learner dashboard (doc 1 §1 promo banners; issue 15, decision 0029). */
export const promoBannerSchema = z.strictObject({
  externalId,
  title: z.string().min(1).max(120),
  text: z.string().max(500).default(''),
  imageUrl: url.optional().describe('A picture beside the text; decorative unless imageAlt says what it shows'),
  imageFile: filePath.optional().describe('The picture as a file, stored as a public file; or imageUrl'),
  imageAlt: z.string().max(200).default(''),
  linkUrl: bannerLink.optional().describe('Where the banner leads: a /learn path or an http(s) address'),
  linkText: z.string().max(60).optional().describe('The link\'s words (default "Learn more")'),
  audienceUnits: z
    .array(ref('unit'))
    .default([])
    .describe('Shown to members of these units (and their sub-units are not included); empty: everyone'),
  startsAt: dateInput.optional().describe('Shown from this moment (default: at once)'),
  endsAt: dateInput.optional().describe('Shown until this moment (default: always)'),
  position: z.number().int().optional().describe('Order on the dashboard (default: order in the file)'),
});
