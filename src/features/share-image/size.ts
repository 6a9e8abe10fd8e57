/** Every share image is this size: what Facebook, LinkedIn and X show without cropping. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
