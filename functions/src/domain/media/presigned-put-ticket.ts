/**
 * What the browser needs to send one file straight to the bucket: the key, the presigned address, the headers the
 * PUT must carry exactly as signed, and when the address stops working. Media uploads add the file's public address.
 */
export interface PresignedPutTicket {
  key: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
}

/** The ticket of a presigned PUT of `contentType` to `key`, valid `lifetimeSeconds` from `now`. */
export function presignedPutTicket(key: string, uploadUrl: string, contentType: string, lifetimeSeconds: number, now: Date): PresignedPutTicket {
  return { key, uploadUrl, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000).toISOString() };
}
