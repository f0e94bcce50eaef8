/** Where media files are publicly readable: in AWS the site's `/media/` path, locally the s3rver bucket. */
export function mediaPublicBaseUrl(): string {
  // The CloudFront path is the default: the API and the site share one origin there.
  return process.env.MEDIA_PUBLIC_URL ?? '/media/';
}
