/** Image uploads (POST assets/images/:ds) and the image CDN's answers (GET images/:project/:ds/:file). */
import { readBytes, type ApiRequest } from './apiRequest';
import { imageAssetFor, transformedImage } from './imageAssets';

export async function imageRoutes(request: ApiRequest): Promise<boolean> {
  const { req, url, route, upload } = request;
  if (req.method === 'GET' && /^\/images\/[^/]+\/[^/]+\/[^/]+$/.test(url.pathname)) {
    await cdnImage(request);
    return true;
  }
  const m = /^assets\/images\/([^/]+)$/.exec(route);
  if (m && upload) return uploadImage(request, m[1]);
  return false;
}

async function uploadImage({ req, url, wrongDataset, projectId, dataset, imageBytes, store, send }: ApiRequest, datasetName: string) {
  const bytes = await readBytes(req);
  if (wrongDataset(datasetName)) return true;
  const asset = await imageAssetFor(bytes, {
    projectId,
    dataset,
    filename: url.searchParams.get('filename'),
    meta: url.searchParams.getAll('meta').flatMap((value) => value.split(',')),
  });
  imageBytes.set(asset._id, bytes);
  // The same picture again gives the asset it already has.
  store.mutate([{ createIfNotExists: asset }]);
  return send(200, { document: store.get(asset._id) });
}

/** The image CDN's answer: the uploaded picture at its asset's `path`, transformed as the query asks. */
async function cdnImage({ req, res, url, cors, notFound, store, imageBytes }: ApiRequest) {
  const path = url.pathname.slice(1);
  const asset = store.all().find((doc) => doc._type === 'sanity.imageAsset' && (doc as { path?: string }).path === path);
  const bytes = asset && imageBytes.get(asset._id);
  if (!bytes) return notFound();
  const picture = await transformedImage(bytes, String((asset as { mimeType?: string }).mimeType), url.searchParams, req.headers.accept);
  res.writeHead(200, {
    'content-type': picture.mimeType,
    'cache-control': 'public, max-age=31536000',
    // With auto=format the answer depends on what the browser takes.
    ...(url.searchParams.get('auto') === 'format' ? { vary: 'Accept' } : {}),
    ...cors,
  });
  res.end(picture.bytes);
}
