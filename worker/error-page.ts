/** A self-contained Dutch error document for when the normal page cannot be rendered. */
import { escapeHtml } from '../core/escape';

const MESSAGES: Record<number, { title: string; text: string }> = {
  400: { title: 'Ongeldig adres', text: 'Dit adres kunnen we niet lezen. Controleer de link of ga naar de startpagina.' },
  401: { title: 'Aanmelden nodig', text: 'Deze pagina is alleen voor het contentteam. Meld je aan via Cloudflare Access.' },
  403: { title: 'Geen toegang', text: 'Je aanmelding geeft geen toegang tot deze pagina.' },
  404: { title: 'Pagina niet gevonden', text: 'De pagina die je zoekt bestaat niet of is verplaatst.' },
  405: { title: 'Niet toegestaan', text: 'Deze site kan alleen gelezen worden.' },
  414: { title: 'Adres te lang', text: 'Dit adres is te lang. Controleer de link of ga naar de startpagina.' },
  413: { title: 'Te veel gegevens', text: 'Dit verzoek is te groot om te verwerken.' },
  431: {
    title: 'Verzoek te groot',
    text: 'De gegevens die je browser meestuurt zijn te groot. Verwijder de cookies van deze site en probeer het opnieuw.',
  },
  503: { title: 'Even niet beschikbaar', text: 'De uitleg is tijdelijk niet bereikbaar. Probeer het over een halve minuut opnieuw.' },
};

/** Error page HTML: no scripts, no external resources, nothing echoed unescaped. */
export function renderErrorDocument(status: number): string {
  const { title, text } = MESSAGES[status] ?? MESSAGES[503]!;
  return `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/error.css"></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Naar de startpagina</a></p></main></body></html>`;
}
