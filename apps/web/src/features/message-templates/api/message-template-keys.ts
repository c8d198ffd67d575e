/** Every message templates query starts with this key. */
export const messageTemplateKeys = {
  all: ['message-templates'] as const,
  list: () => [...messageTemplateKeys.all, 'list'] as const,
  preview: (key: string, text: string) => [...messageTemplateKeys.all, 'preview', key, text] as const,
};
