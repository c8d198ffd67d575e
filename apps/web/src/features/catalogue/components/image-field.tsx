import { FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ImageWithFallback } from '@/components/image-with-fallback';

/** The formats the upload accepts (judged again by content on the server). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export function isAllowedImage(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type);
}

interface ImageFieldProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image saved so far (edit mode), previewed until another file is chosen. */
  currentUrl?: string | null;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled image picker with a preview of the chosen file, or of the current image. */
export function ImageField({
  label,
  value,
  onChange,
  currentUrl,
  error,
  required,
  disabled,
}: ImageFieldProps) {
  const preview = useObjectUrl(value) ?? currentUrl ?? null;
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Stack gap={4} style={{ flex: 1 }}>
        <FileInput
          label={label}
          placeholder="Choose a PNG, JPEG, WebP or GIF image"
          accept={IMAGE_TYPES.join(',')}
          leftSection={<IconPhotoUp size={16} aria-hidden />}
          value={value}
          onChange={onChange}
          clearable
          error={error}
          withAsterisk={required}
          disabled={disabled}
        />
        <Text size="xs" c="dimmed">
          At most 5 MB and 4000 px a side.
        </Text>
      </Stack>
      <ImageWithFallback
        src={preview}
        alt={`${label} preview`}
        w={72}
        h={72}
        radius="md"
        fit="cover"
        mt={24}
        style={{ flex: 'none' }}
      />
    </Group>
  );
}

/** An object URL for the chosen file, revoked when it changes or the field unmounts. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
