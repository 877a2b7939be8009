/**
 * Dutch verb morphology for search, on top of the noun stemmer in dutch.ts. Two kinds of rules:
 * - safe at index time (the same on both sides, so both sides meet): past participles with ge-
 *   (geboekt → boek, af-ge-meld → afmeld, in-ge-ruild → inruil) and the -eren verbs of Latin/French
 *   stock (factureren, factureert, factureerde, gefactureerd → factur, which is where factuur lands too);
 * - query-time candidates that are only used when the index knows them (a present -t/-d, a past
 *   -de(n)/-te(n), an adjective -e), because stripping those everywhere would merge real words
 *   (kast/kas, post/pos).
 */

/** Separable particles that put ge- in the middle of a participle (af-ge-meld, op-ge-haald). */
const PARTICLES = [
  'terug',
  'samen',
  'over',
  'door',
  'goed',
  'vast',
  'voor',
  'aan',
  'uit',
  'mee',
  'weg',
  'bij',
  'toe',
  'op',
  'af',
  'in',
  'na',
  'om',
];

/** Shortest core a participle keeps once ge- and its ending are gone (ge-zet-: 'zet' stays, 'ge-d' does not). */
const MIN_CORE = 3;

/**
 * The base form of a past participle, or null when the word is none: ge + core + d/t, optionally
 * after a separable particle; the final d/t goes. 'gefactureerd' → 'factureer' (the -eer rule takes it
 * from there), 'geboekt' → 'boek', 'ingepland' → 'inplan', 'opgehaald' → 'ophaal', 'afgemeld' → 'afmel'
 * (getVerbBases also keeps 'afmeld', as the stem itself may end in d/t).
 * A final -d/-t is removed once; ge- words that are nouns (gegevens, gebruiker) do not end in d/t.
 */
export function stripParticiple(word: string): string | null {
  if (!/[dt]$/.test(word)) return null;
  const particle = PARTICLES.find((p) => word.startsWith(`${p}ge`) && word.length - p.length - 3 >= MIN_CORE) ?? '';
  const rest = word.slice(particle.length);
  if (!rest.startsWith('ge') || rest.length - 3 < MIN_CORE) return null;
  // ge-ë-: geëxporteerd is folded to geexporteerd; the core starts after 'ge'.
  const core = rest.slice(2, -1);
  // 'geld', 'gedt': no vowel in the core means this was no participle.
  if (!/[aeiouy]/.test(core)) return null;
  return particle + core;
}

/** Conjugated forms of borrowed -eren verbs (factureert, factureerde(n), factureerd, factureer) → 'factur'. */
export function stripEerForm(word: string): string | null {
  const m = /^(.{4,})(?:eert|eerde|eerden|eerd|eer)$/.exec(word);
  return m ? m[1]! : null;
}

/**
 * Index-time verb bases of a word (before undoubling), or null when no verb rule applies. More than one
 * where the form is ambiguous, and the word is indexed (and searched) under all of them:
 * - a participle with and without its final d/t, as the stem may end in one (af-ge-meld: afmel, afmeld);
 * - an -eren infinitive both as a native verb (afletteren → afletter) and a borrowed one
 *   (factureren → factur, where factuur and gefactureerd land too).
 */
export function getVerbBases(word: string): string[] | null {
  const participle = stripParticiple(word);
  if (participle) {
    const withEnding = participle + word.at(-1)!;
    return [...new Set([stripEerForm(participle) ?? participle, stripEerForm(withEnding) ?? withEnding])];
  }
  const eer = stripEerForm(word);
  if (eer) return [eer];
  const eren = /^(.{4,})eren$/.exec(word);
  if (eren) return [`${eren[1]}er`, eren[1]!];
  return null;
}

/**
 * Other forms a typed word may stand for, to be kept only when the index knows them: the present
 * singular (verstuurt → verstuur), the past (boekte, plande, boekten → boek/plan), an inflected
 * adjective (openstaande → openstaand), a -ing noun's verb (planning → plan) and its verb's -en form.
 */
export function getVerbCandidates(word: string): string[] {
  const out: string[] = [];
  if (word.length < 5) return out;
  const add = (w: string) => w.length >= 3 && w !== word && !out.includes(w) && out.push(w);
  const past = /^(.{3,})(?:de|te|den|ten)$/.exec(word);
  if (past) add(past[1]!);
  if (/[^aeiou][td]$/.test(word) || /[aeiou]{2}[^aeiou]?[td]$/.test(word)) add(word.slice(0, -1));
  if (word.endsWith('e')) add(word.slice(0, -1));
  if (word.endsWith('ing') && word.length >= 7) add(word.slice(0, -3));
  return out;
}

/**
 * The closed-syllable form of an -en word whose last vowel is long but written single (bewaren → bewaar,
 * betalen → betaal, ophalen → ophaal): the form that starts compounds (bewaartermijn) and imperatives.
 */
export function getLongVowelForm(word: string): string | null {
  const m = /^(.*[^aeiou])([aeiou])([^aeiou])en$/.exec(word);
  return m && m[1]!.length >= 2 ? `${m[1]}${m[2]}${m[2]}${m[3]}` : null;
}

/**
 * The simple past of a weak verb from its stem as written before -t (invoer → invoerde, invoerden;
 * stop → stopte, stopten): -te after a voiceless consonant ('t kofschip: t, k, f, s, ch, p, x), else -de.
 * The index holds such a form as written (only participles and -eren forms are stemmed at index time),
 * so a page's 'wie de stand invoerde' meets a typed 'ingevoerd' only through these forms.
 */
export function getPastForms(stem: string): string[] {
  const ending = /(?:[tkfspx]|ch)$/.test(stem) ? 'te' : 'de';
  return [`${stem}${ending}`, `${stem}${ending}n`];
}

/**
 * Other words of the same verb that a page may write where the query has its infinitive or participle,
 * to be kept only when the index knows them (issue 35: a page that answers a question covers its verb
 * too, result-order.ts):
 * - `forms`: the present singular (instellen → instelt, betalen → betaalt), the simple past (ingevoerd →
 *   invoerde, betalen → betaalde, stoppen → stopte) and the -ing noun (instellen → instelling, betalen → betaling);
 * - `bare`: for a separable verb, the verb without its particle, as a main clause writes it
 *   (instellen → 'stel … in': stel, stelt; ingevoerd → 'voer … in': voer, voert).
 */
export function getVerbRelatives(word: string): { forms: string[]; bare: string[] } {
  const participle = stripParticiple(word);
  const infinitive = participle ? null : /^(.{3,})en$/.exec(word)?.[1];
  if (!participle && (!infinitive || word.length < 6)) return { forms: [], bare: [] };
  // The verb's stem as written before -t (instel, betaal, invoer) and before -ing (instell, betal, invoer);
  // a participle's stem may end in its own d/t (af-ge-meld: afmeld), so it is tried with and without.
  const closed = participle
    ? [participle, participle + word.at(-1)!]
    : [getLongVowelForm(word) ?? infinitive!.replace(/([^aeiou])\1$/, '$1')];
  const open = participle ? closed : [infinitive!];
  const forms = [...closed.flatMap((stem) => [`${stem}t`, ...getPastForms(stem)]), ...open.map((stem) => `${stem}ing`)];
  const bare = closed.flatMap((stem) => {
    const particle = PARTICLES.find((p) => stem.startsWith(p) && stem.length - p.length >= 3);
    return particle ? [stem.slice(particle.length), `${stem.slice(particle.length)}t`] : [];
  });
  return { forms: [...new Set(forms)], bare: [...new Set(bare)] };
}
