import type { I18n } from './i18n-provider';

/**
 * A curriculum domain's name in the interface language, by the code after its grade ("6.RP" → the message
 * `curriculum.domain.RP`). The server's names are the standards' own English; a domain without a message (of
 * another academic standard) keeps the name it came with.
 */
export function domainName(tOr: I18n['tOr'], domain: { code: string; name: string }): string {
  return tOr(`curriculum.domain.${domain.code.split('.').pop()}`, domain.name);
}
