import { DESCRIPTION_MAX, NAME_MAX, requiredText } from './catalogue-fields';

type RequiredText = ReturnType<typeof requiredText>;

/**
 * The required name (at most NAME_MAX) and description (at most DESCRIPTION_MAX) that a catalogue row's
 * insert and update bodies carry, under the table's own column names (docs/product/api.md#catalogue).
 */
export function nameAndDescription<const N extends string, const D extends string>(
  nameColumn: N,
  descriptionColumn: D,
): { [K in N | D]: RequiredText } {
  return {
    [nameColumn]: requiredText(nameColumn, NAME_MAX),
    [descriptionColumn]: requiredText(descriptionColumn, DESCRIPTION_MAX),
  } as { [K in N | D]: RequiredText };
}
