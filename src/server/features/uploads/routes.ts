import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/schemas/common';
import { uploadedPhoto } from '../../../shared/schemas/field';
import type { AppContext } from '../../context';
import { Failure, invalid } from '../../errors';
import { caller } from '../../http/access';
import type { Api } from '../../http/types';
import { FIELD_SIGN_IN_MESSAGE } from '../fields/access-service';
import { MAX_UPLOAD_BYTES } from '../../../shared/photo-rules';
import { tooLarge } from './image-service';
import { storedPhoto, uploadFieldPhoto } from './upload-service';

const imageFile = z.object({ file: z.string() });

/** The bytes of the multipart part `image`; refuses other bodies, other parts and oversize files. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new Failure('unsupported', "Send the photo as multipart/form-data, in a part named 'image'");
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw invalid("Send the photo in a part named 'image'");
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof Failure) throw error;
    throw invalid('The upload could not be read. Please try again.');
  }
}

export function uploadRoutes(app: Api, ctx: AppContext): void {
  app.get('/uploads/:file', { config: { access: 'public' }, schema: { params: imageFile } }, async (request, reply) => {
    const image = await storedPhoto(ctx.handle.db, request.params.file);
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Type', image.content_type)
      .header('ETag', `"${image.hash}"`)
      .send(image.bytes);
  });

  // Multipart bodies are read only by the upload route: everywhere else a request is JSON.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // One more byte than allowed, so a file of exactly 10 MB passes and a larger one is caught.
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
      throwFileSizeLimit: false,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/upload',
      {
        config: { access: 'signed-in', signInMessage: FIELD_SIGN_IN_MESSAGE },
        schema: { response: { 200: uploadedPhoto, '4xx': errorBody } },
      },
      async (request) => ({ url: await uploadFieldPhoto(ctx, caller(request), () => readImagePart(request)) }),
    );
  });
}
