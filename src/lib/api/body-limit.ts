/**
 * The largest body any call of the API takes: the studio's biggest document
 * (an article with its rich text, through GraphQL) is a small part of it.
 * Image uploads have their own limit (ASSET_MAX_BYTES).
 */
export const API_BODY_MAX_BYTES = 1024 * 1024;
