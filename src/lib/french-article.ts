/**
 * The article French puts before a name, contracted as grammar wants (« de le » is « du », « à le » is « au »):
 * messages take the name with its article from here rather than writing « le {name} » or « du {name} », which go
 * wrong for a name that carries its own article (« Le Méliès »: « du Méliès ») or starts with a vowel (« l’Eden »).
 */
export type ArticleForm = "le" | "du" | "au";

const FORMS: Record<ArticleForm, { masculine: string; feminine: string; plural: string; elided: string }> = {
  le: { masculine: "le ", feminine: "la ", plural: "les ", elided: "l’" },
  du: { masculine: "du ", feminine: "de la ", plural: "des ", elided: "de l’" },
  au: { masculine: "au ", feminine: "à la ", plural: "aux ", elided: "à l’" },
};

const OWN_ARTICLE = /^(le|la|les)\s+(.+)$/iu;
const OWN_ELIDED_ARTICLE = /^l['’](.+)$/iu;
const STARTS_WITH_VOWEL = /^[aeiouyàâäéèêëîïôöùûü]/iu;

/**
 * « Cinéma L’Aurore » → « le / du / au Cinéma L’Aurore »; « Le Méliès » → « le / du / au Méliès »; « La Pagode » →
 * « la / de la / à la Pagode »; « Les 400 Coups » → « les / des / aux 400 Coups »; « L’Écran », « Eden » →
 * « l’ / de l’ / à l’ ». A name without an article of its own is taken as masculine, as « cinéma » is.
 */
export function withArticle(name: string, form: ArticleForm): string {
  const articles = FORMS[form];
  const own = OWN_ARTICLE.exec(name);
  if (own) {
    const article = own[1]!.toLowerCase();
    const kind = article === "le" ? "masculine" : article === "la" ? "feminine" : "plural";
    return `${articles[kind]}${own[2]!}`;
  }
  const elided = OWN_ELIDED_ARTICLE.exec(name);
  if (elided) return `${articles.elided}${elided[1]!}`;
  return STARTS_WITH_VOWEL.test(name) ? `${articles.elided}${name}` : `${articles.masculine}${name}`;
}

/** The same at the start of a sentence: « Le Cinéma L’Aurore est votre cinéma favori. » */
export const withCapitalArticle = (name: string, form: ArticleForm): string => {
  const text = withArticle(name, form);
  return text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);
};
