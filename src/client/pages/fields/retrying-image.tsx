import { Center, Image, Text, type ImageProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/** A broken image is tried this many more times, this far apart, before 'Image not found' (spec 9). */
export const IMAGE_RETRIES = 2;
export const IMAGE_RETRY_DELAY_MS = 500;

interface Props extends Omit<ImageProps, 'src' | 'onError'> {
  src: string;
  alt: string;
}

interface Attempt {
  src: string;
  retries: number;
  /** Query added to the url of a retry, so no cache answers it. */
  buster: string | null;
  state: 'loading' | 'waiting' | 'failed';
}

const fresh = (src: string): Attempt => ({ src, retries: 0, buster: null, state: 'loading' });

/** A field photo that retries a failed load with a cache-busting query before giving up. */
export function RetryingImage({ src, alt, h, ...props }: Props) {
  const [stored, setAttempt] = useState<Attempt>(() => fresh(src));
  const attempt = stored.src === src ? stored : fresh(src);

  useEffect(() => {
    if (attempt.state !== 'waiting') return;
    const timer = window.setTimeout(() => {
      const retries = attempt.retries + 1;
      setAttempt({ src: attempt.src, retries, buster: `${retries}-${Date.now()}`, state: 'loading' });
    }, IMAGE_RETRY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [attempt.state, attempt.retries, attempt.src]);

  if (attempt.state === 'failed') {
    return (
      <Center h={h} bg="gray.1" role="img" aria-label={`${alt}: image not found`}>
        <Text size="sm" c="dimmed">
          Image not found
        </Text>
      </Center>
    );
  }

  return (
    <Image
      {...props}
      h={h}
      src={attempt.buster ? `${src}?retry=${attempt.buster}` : src}
      alt={alt}
      onError={() => setAttempt({ ...attempt, state: attempt.retries >= IMAGE_RETRIES ? 'failed' : 'waiting' })}
    />
  );
}
