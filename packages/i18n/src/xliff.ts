/**
 * The shape of the XLIFF 2.0 files translators get and send back (decision 0031). One
 * <file> per document, one <unit> per catalog key, the ICU message as plain text.
 */
export const XLIFF_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';
export const XLIFF_VERSION = '2.0';
export const XLIFF_FILE_ID = 'messages';
