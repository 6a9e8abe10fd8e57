/**
 * The class of characters that show nothing (model/showsNothing.ts says which), alone in a file:
 * the site's every-page script keeps it (scripts/astro/client-chunks.mjs), so the 404 page's script
 * and the membership form share it without a file of its own.
 */
export const SHOWS_NOTHING_CLASS = String.raw`\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Z}\u{2800}`;
