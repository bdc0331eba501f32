"""French for a player called "You": the events' sentences read with « vous ».

The French messages are written in the third person (``"{player} lance un 4."``). The human seat is called "You",
and ``"You lance un 4."`` must read ``"Vous lancez un 4."``: ``vous_form`` puts the verb after a subject "You" in
the second person plural (``lance`` -> ``lancez``, ``est`` -> ``êtes``, ``a`` -> ``avez``, ``prend`` -> ``prenez``),
with its pronouns (``se rend`` -> ``vous rendez``, ``n'a`` -> ``n'avez``), and the verbs joined to it by « et », «
puis » or « ou » in the same clause. "You" as an object becomes « vous »: after a preposition where it is (``par
You`` -> ``par vous``, ``est à You`` -> ``est à vous``, ``au tour de You`` -> ``à vous``); before its verb, after «
ne », when it is the verb's object alone (``ne dénonce You`` -> ``ne vous dénonce``, ``a arrêté You`` -> ``vous a
arrêté``, ``Envoyer You`` -> ``Vous envoyer``) or its « à » object (``donne 5 € à You`` -> ``vous donne 5 €``, ``n'a
rien à donner à You`` -> ``n'a rien à vous donner``, ``appartient à You`` -> ``vous appartient``); last in a list of
objects (``prend You et Bob`` -> ``prend Bob et vous``). ``le tour de You`` becomes ``votre tour`` (``au profit de
You``: ``à votre profit``), « son », « sa », « ses » in the clause of a subject "You" become « votre », « vos », and
the verb of "You" after « jusqu'à ce que », « pour que »... is in the subjunctive (``jusqu'à ce que You la relance``
-> ``jusqu'à ce que vous la relanciez``).
A list of subjects holding "You" takes the second person plural too (``vous_plural_form``): ``"Alice et You
gagnent"`` -> ``"Alice et vous gagnez"``, ``"You et Bob sont"`` -> ``"Vous et Bob êtes"``.

How to write French messages that read right for "You": put the player's name first in its clause, directly
before its verb or its pronouns (``{player} ne peut pas…``, ``{player} se rend…``); rather than a possessive
of a name (« l'argent de {player} »), give the player a verb (« {player} n'a que… »).
"""

from __future__ import annotations

import re

# The third person singular of the irregular verbs (and of the regular ones whose stem changes), as "vous".
_IRREGULAR = {
    "est": "êtes", "a": "avez", "va": "allez", "fait": "faites", "dit": "dites", "redit": "redites",
    "peut": "pouvez", "veut": "voulez", "doit": "devez", "sait": "savez", "vaut": "valez",
    "reçoit": "recevez", "aperçoit": "apercevez", "perçoit": "percevez", "voit": "voyez", "revoit": "revoyez",
    "prévoit": "prévoyez", "croit": "croyez", "boit": "buvez",
    "sort": "sortez", "ressort": "ressortez", "part": "partez", "repart": "repartez", "dort": "dormez",
    "court": "courez", "accourt": "accourez", "meurt": "mourez", "sert": "servez", "ment": "mentez",
    "sent": "sentez", "ressent": "ressentez", "consent": "consentez",
    "met": "mettez", "remet": "remettez", "permet": "permettez", "promet": "promettez", "admet": "admettez",
    "commet": "commettez", "soumet": "soumettez", "transmet": "transmettez",
    "bat": "battez", "abat": "abattez", "combat": "combattez", "débat": "débattez",
    "rejoint": "rejoignez", "joint": "joignez", "atteint": "atteignez", "craint": "craignez",
    "plaint": "plaignez", "peint": "peignez", "éteint": "éteignez", "contraint": "contraignez",
    "connaît": "connaissez", "reconnaît": "reconnaissez", "paraît": "paraissez", "apparaît": "apparaissez",
    "disparaît": "disparaissez", "naît": "naissez", "plaît": "plaisez",
    "conduit": "conduisez", "construit": "construisez", "détruit": "détruisez", "produit": "produisez",
    "traduit": "traduisez", "réduit": "réduisez", "introduit": "introduisez", "séduit": "séduisez",
    "suit": "suivez", "poursuit": "poursuivez", "fuit": "fuyez", "enfuit": "enfuyez", "vit": "vivez",
    "survit": "survivez", "écrit": "écrivez", "inscrit": "inscrivez", "décrit": "décrivez", "lit": "lisez",
    "relit": "relisez", "élit": "élisez", "rit": "riez", "sourit": "souriez", "cuit": "cuisez",
    "conclut": "concluez", "exclut": "excluez", "inclut": "incluez", "résout": "résolvez", "vainc": "vainquez",
    "convainc": "convainquez", "acquiert": "acquérez", "conquiert": "conquérez", "requiert": "requérez",
    "interrompt": "interrompez", "rompt": "rompez", "corrompt": "corrompez", "assied": "asseyez",
    "achète": "achetez", "rachète": "rachetez", "lève": "levez", "enlève": "enlevez", "relève": "relevez",
    "soulève": "soulevez", "élève": "élevez", "prélève": "prélevez", "mène": "menez", "amène": "amenez",
    "emmène": "emmenez", "ramène": "ramenez", "promène": "promenez", "pèse": "pesez", "sème": "semez",
    "gèle": "gelez", "jette": "jetez", "rejette": "rejetez", "projette": "projetez", "appelle": "appelez",
    "rappelle": "rappelez", "épelle": "épelez", "renouvelle": "renouvelez", "ficelle": "ficelez",
    "paye": "payez",
}
# Words after "et", "puis" or "ou" that start no verb (articles, pronouns, adverbs, prepositions...).
_NOT_VERBS = frozenset("""
le la les l un une des du de d au aux à en y son sa ses leur leurs mon ma mes ton ta tes votre vos notre nos
ce cet cette ces c tout toute tous toutes rien aucun aucune plus moins très bien mal encore aussi déjà jamais
toujours ne n pas non sans avec pour par sur sous dans chez vers entre contre depuis après avant qui que qu
quoi dont où il elle ils elles on lui eux nous vous personne chaque autre autres même quand si puis alors donc
mais or ni car cela ça ceci celui celle ceux celles deux trois quatre cinq six sept huit neuf dix cent mille
demi demie seul seule seulement ensuite enfin là ici rouge bleu vert jaune noir blanc violet orange rose
""".split())
_CLITICS = ("ne ", "n'", "n’", "se ", "s'", "s’", "le ", "la ", "l'", "l’", "les ", "lui ", "leur ", "y ", "en ",
            "me ", "m'", "te ", "t'")
_WORD = r"[a-zàâäçéèêëîïôöûùüÿœæ]+"
# "You" as a subject: at the start of a clause, then an optional "(colour)", then the verb with its pronouns.
_CLAUSE_START = r"(?:^|(?<=[.!?;:(«—] )|(?<=\(|«)|(?<=\bet )|(?<=\bpuis )|(?<=\bou )|(?<=\bmais )|(?<=\bdonc )" \
                r"|(?<=\bsi )|(?<=\bquand )|(?<=\blorsque )|(?<=\bque )|(?<=\btandis que )|(?<=\balors ))"
_SUBJECT = re.compile(_CLAUSE_START + r"You((?: \([^()]*\))?) ((?:(?:ne |n['’]))?(?:(?:se |s['’]|me |m['’]|"
                      r"te |t['’]|le |la |l['’]|les |lui |leur |y |en ))*)(" + _WORD + r")\b")
_CLAUSE_END = re.compile(r"[.!?;:]|\b(?:et|puis|ou|mais|donc|si|quand|lorsque|qui|que|dont|où) (?:[A-Z0-9«]|You\b)"
                         r"|\b(?:qui|que|qu['’]|dont|où|si|quand|lorsque|mais)\b")
_JOINED = re.compile(r"\b(et|puis|ou) ((?:ne |n['’])?(?:se |s['’])?(?:y |en |lui |leur )?)(" + _WORD + r")\b")
# "le parrain orange de You", "L'homme de main orange 3 de You", "au profit de You": an article (« au », « du »...
# too), a noun and up to five more words or numbers, "de You"
_POSSESSIVE = re.compile(r"\b([Ll]e |[Ll]a |[Ll]['’]|[Ll]es |[AaDd]u |[Aa]ux |[Dd]es )((?:" + _WORD + r")(?:[ -](?:"
                         + _WORD + r"|\d+)){0,5}) de You\b")
_OWN = re.compile(r"\b(?:son|sa|ses)\b")
_CLITIC = "\ue000"
"""Where « vous » stands before a verb as its object, until the text is told (a mark no rule reads as a word)."""
_TURN = re.compile(r"\b([Aa])u tour de You\b")
_OBJECT = re.compile(r"\bYou\b(?!['’]s)|" + _CLITIC)
# The third person plural of the irregular verbs (and of those whose stem changes), as "vous".
# Words in "-ent" that are no verbs (the adverbs in "-ement", "-amment", "-emment" aside).
_NOT_PLURAL_VERBS = frozenset("souvent vraiment gentiment poliment comment argent moment parent présent absent "
                              "content accident talent agent".split())
_SE = re.compile(r"\bse |s['’]")
_IRREGULAR_PLURAL = {
    "sont": "êtes", "ont": "avez", "vont": "allez", "font": "faites", "disent": "dites", "peuvent": "pouvez",
    "veulent": "voulez", "doivent": "devez", "savent": "savez", "reçoivent": "recevez", "aperçoivent": "apercevez",
    "boivent": "buvez", "meurent": "mourez", "acquièrent": "acquérez", "conquièrent": "conquérez",
    "paient": "payez", "essaient": "essayez", "valent": "valez",
}
_PLURAL_VERB = r"(" + _WORD.removesuffix("+") + r"*(?:ent|ont))\b"
_NAME = r"[A-ZÀ-ÖØ-Þ][\w'’-]*(?: [A-ZÀ-ÖØ-Þ][\w'’-]*)*(?: \d+)?(?: \([^()]*\))?"
# "You" in a list of subjects ("Alice et You", "You et Bob", "Alice, You et Bob"), then a verb in the third person
# plural with its pronouns: the list is told with « vous » and takes the second person plural.
_PRONOUNS = r"((?:ne |n['’])?(?:se |s['’])?(?:y |en |lui |leur )?)"
_LISTED = re.compile(r"(?:(?<=\bet )|(?<=\bou )|(?<=, ))You((?: \([^()]*\))?)((?:, " + _NAME + r")*)() "
                     + _PRONOUNS + _PLURAL_VERB + r"|\bYou(?=(?: \([^()]*\))?(?:, | et | ou ))((?: \([^()]*\))?)"
                     r"((?:, " + _NAME + r")*)((?: (?:et|ou) " + _NAME + r")?) " + _PRONOUNS + _PLURAL_VERB)
# The verbs whose « à You » is a pronoun before them: « donne 5 € à You » -> « vous donne 5 € », « n'a rien à donner
# à You » -> « n'a rien à vous donner », « appartient à You » -> « vous appartient ».
_TO_VERBS = ("donne paie paye prend reprend verse rend doit demande vole dérobe appartient dit envoie offre propose "
             "vend montre laisse rembourse donnent paient payent prennent versent rendent doivent demandent volent "
             "appartiennent donner payer prendre reprendre verser rendre devoir demander voler dérober appartenir dire "
             "envoyer offrir proposer vendre montrer laisser rembourser").split()
_GIVEN_TO = re.compile(r"(?<![\w'’])(ne |n['’])?(" + "|".join(_TO_VERBS + [v.capitalize() for v in _TO_VERBS])
                       + r")\b((?:(?!\b(?:et|puis|ou|mais|qui|que|dont|où|à)\b)[^.;:!?«»])*?),? à You\b"
                       r"(?: \([^()]*\))?+(?!['’]s| et | ou |, [A-ZÀ-ÖØ-Þ])")
# "You" as the direct object of a verb: « ne dénonce You » -> « ne vous dénonce », « Envoyer You » -> « Vous
# envoyer », « a arrêté You » -> « vous a arrêté »: an optional « ne », an optional auxiliary, the verb, an optional
# « pas », then "You" alone (not the first of a list: see _OBJECT_LIST).
_NEGATION = r"(?:pas|plus|jamais|point|guère)"
_DIRECT = re.compile(r"(?<![\w'’])(ne |n['’])?((?:a|ont|avait|avaient|aura|auront|avoir) (?:" + _NEGATION
                     + r" )?)?([A-Za-zÀ-ÖØ-öø-ÿœæ]+)( " + _NEGATION + r")? You\b(?: \([^()]*\))?+(?!['’]s| et | ou "
                     r"|, [A-ZÀ-ÖØ-Þ])")
# Words after which "You" is no direct object: prepositions (« à vous », « par vous »), « être » and « avoir »
# (« c'est vous », « il y a vous »), and « que » (« il n'y a que vous »).
_NOT_OBJECT_AFTER = _NOT_VERBS | frozenset("""
à au aux de du des d par pour sans avec chez contre entre envers vers sur sous dans après avant selon malgré parmi
hors dès jusque jusqu comme est sont était étaient sera seront serait a ont avait avaient aura auront y voici voilà
reste restent devient deviennent semble semblent paraît
""".split())
# A list of objects whose first is "You" (« prend You, Alice et Bob »): told with « vous » last, as French puts
# it (« prend Alice, Bob et vous »).
_OBJECT_LIST = re.compile(r"(?<![\w'’])((?:ne |n['’])?[A-Za-zÀ-ÖØ-öø-ÿœæ]+(?: " + _NEGATION + r")? )"
                          r"You((?: \([^()]*\))?)((?:, " + _NAME + r")*) (et|ou) (" + _NAME + r")")
# After these, the verb of "You" is in the subjunctive (« jusqu'à ce que vous la relanciez »).
_SUBJUNCTIVE_AFTER = re.compile(r"\b(?:jusqu['’]à ce|avant|pour|afin|bien|sans|à moins|faut|faudra|veut|voudrait) "
                                r"que $")
_IRREGULAR_SUBJUNCTIVE = {
    "soit": "soyez", "ait": "ayez", "aille": "alliez", "doive": "deviez", "reçoive": "receviez", "boive": "buviez",
    "veuille": "vouliez", "meure": "mouriez", "voie": "voyiez", "croie": "croyiez", "fasse": "fassiez",
    "puisse": "puissiez", "sache": "sachiez", "vaille": "valiez",
}


def vous_form(verb: str) -> str:
    """The verb of ``il lance`` as in ``vous lancez``: ``est`` -> ``êtes``, ``prend`` -> ``prenez``, ``paie`` ->
    ``payez``, ``choisit`` -> ``choisissez``, ``vient`` -> ``venez``, ``passera`` -> ``passerez``; a word that is
    no verb in the third person singular is kept."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb in _NOT_VERBS:
        return verb
    if verb.endswith("ra") and len(verb) > 3:
        return verb[:-1] + "ez"
    if verb.endswith("rait") and len(verb) > 5:
        return verb[:-3] + "iez"
    if verb.endswith("prend"):
        return verb[:-4] + "renez"
    if verb.endswith("ient"):
        return verb[:-4] + "enez"
    if verb.endswith(("aie", "oie", "uie")):
        return verb[:-2] + "yez"
    if verb.endswith(("ède", "ère", "ète", "ège", "ève", "ène", "ègle", "èle", "ècle", "èce")):
        index = verb.rfind("è")
        return verb[:index] + "é" + verb[index + 1:] + "z"
    if verb.endswith("e"):
        return verb + "z"
    if verb.endswith("it"):
        return verb[:-1] + "ssez"
    if verb.endswith("d"):
        return verb + "ez"
    return verb


def vous_plural_form(verb: str) -> str:
    """The verb of ``ils lancent`` as in ``vous lancez`` (the verb of a list of subjects holding « vous »):
    ``sont`` -> ``êtes``, ``gagnent`` -> ``gagnez``, ``prennent`` -> ``prenez``, ``viennent`` -> ``venez``,
    ``finissent`` -> ``finissez``, ``gagneront`` -> ``gagnerez``; a word that is no such verb is kept."""
    if verb in _IRREGULAR_PLURAL:
        return _IRREGULAR_PLURAL[verb]
    if verb.endswith("prennent"):
        return verb[:-6] + "enez"
    if verb.endswith("iennent"):
        return verb[:-7] + "enez"
    if verb.endswith("ront") and len(verb) > 5:
        return verb[:-3] + "ez"
    if verb.endswith("raient") and len(verb) > 7:
        return verb[:-5] + "iez"
    if verb in _NOT_PLURAL_VERBS or verb.endswith(("ement", "amment", "emment")):
        return verb
    if verb.endswith("ent") and len(verb) > 4 and verb[:-2] not in _NOT_VERBS:
        told = vous_form(verb[:-2])
        return told if told != verb[:-2] else verb
    return verb


def _listed(text: str) -> str:
    """``text`` with each list of subjects holding "You" followed by a verb in the third person plural told in
    the second person plural: ``"Alice et You gagnent"`` -> ``"Alice et You gagnez"``, ``"You et Bob se
    rendent"`` -> ``"You et Bob vous rendez"`` (and the verbs joined to it in its clause)."""

    def told(m: re.Match) -> str:
        colour, more, last, pronouns, verb = m.groups()[:5] if m.group(5) is not None else m.groups()[5:]
        plural = vous_plural_form(verb)
        if plural == verb:
            return m.group(0)
        return f"You{colour}{more}{last or ''} {_SE.sub('vous ', pronouns)}{plural}"

    def joined(m: re.Match) -> str:
        if not _is_verb(m.group(2), m.group(3)):
            return m.group(0)
        return f"{m.group(1)} {_SE.sub('vous ', m.group(2))}{vous_plural_form(m.group(3))}"

    parts, start = [], 0
    for m in _LISTED.finditer(text):
        changed = told(m)
        parts.append(text[start:m.start()] + changed)
        start = m.end()
        if changed != m.group(0):
            end = _CLAUSE_END.search(text, start)
            cut = end.start() if end else len(text)
            parts.append(_JOINED.sub(joined, text[start:cut]))
            start = cut
    return "".join(parts) + text[start:]


def subjunctive_form(verb: str) -> str:
    """The verb of ``qu'il relance`` as in ``que vous relanciez`` (the subjunctive after « jusqu'à ce que »,
    « pour que »...): ``relance`` -> ``relanciez``, ``prenne`` -> ``preniez``, ``vienne`` -> ``veniez``, ``soit``
    -> ``soyez``, ``fasse`` -> ``fassiez``; a word that is no verb is kept."""
    if verb in _IRREGULAR_SUBJUNCTIVE:
        return _IRREGULAR_SUBJUNCTIVE[verb]
    if verb.endswith("prenne"):
        return verb[:-2] + "iez"
    if verb.endswith("ienne"):
        return verb[:-5] + "eniez"
    told = vous_form(verb)
    return told[:-2] + "iez" if told != verb and told.endswith("ez") else told


def _told_verb(pronouns: str, verb: str, subjunctive: bool = False) -> str:
    pronouns = _SE.sub("vous ", pronouns)
    return pronouns + (subjunctive_form(verb) if subjunctive else vous_form(verb))


def _is_verb(pronouns: str, word: str) -> bool:
    return bool(pronouns) or word not in _NOT_VERBS


def _joined_verbs(rest: str) -> str:
    """``rest`` (what follows a verb of "You") with the verbs joined to it in the same clause told with
    « vous »."""
    end = _CLAUSE_END.search(rest)
    cut = end.start() if end else len(rest)

    def joined(m: re.Match) -> str:
        if not _is_verb(m.group(2), m.group(3)) or vous_form(m.group(3)) == m.group(3):
            return m.group(0)
        return f"{m.group(1)} {_told_verb(m.group(2), m.group(3))}"

    clause = _OWN.sub(lambda m: "vos" if m.group(0) == "ses" else "votre", rest[:cut])
    return _JOINED.sub(joined, clause) + rest[cut:]


def second_person_fr(text: str) -> str:
    """``text`` (French, in the third person) with "You" told with « vous »: ``"You lance un 4 et avance à la
    case 4."`` -> ``"Vous lancez un 4 et avancez à la case 4."``; ``"Bot 1 donne 5 000 € à You."`` -> ``"Bot 1
    vous donne 5 000 €."``; ``"Personne ne dénonce You."`` -> ``"Personne ne vous dénonce."``; ``"le tour de You"``
    -> ``"votre tour"``."""
    text = _listed(text)
    parts, start = [], 0
    for m in _SUBJECT.finditer(text):
        if not _is_verb(m.group(2), m.group(3)):
            continue
        parts.append(text[start:m.start()])
        subjunctive = _SUBJUNCTIVE_AFTER.search(text, 0, m.start()) is not None
        parts.append(f"You{m.group(1)} {_told_verb(m.group(2), m.group(3), subjunctive)}")
        start = m.end()
    parts.append(text[start:])
    told = parts[0] + "".join(parts[i] + _joined_verbs(parts[i + 1]) for i in range(1, len(parts), 2))
    told = _GIVEN_TO.sub(_given_to_you, told)
    told = _TURN.sub(lambda m: ("À" if m.group(1) == "A" else "à") + " You", told)
    told = _POSSESSIVE.sub(_yours, told)
    told = _OBJECT_LIST.sub(_you_last, told)
    told = _DIRECT.sub(lambda m: _you_before_the_verb(m, told), told)
    return _OBJECT.sub(lambda m: "Vous" if _starts_a_sentence(told, m.start()) else "vous", told)


def _takes_an_object(word: str) -> bool:
    """Whether ``word``, just before "You", reads as a verb whose object "You" is: a verb in the third person
    (singular or plural) or an infinitive, no preposition, article, « être » or « avoir »."""
    if word.lower() in _NOT_OBJECT_AFTER:
        return False
    return vous_form(word) != word or vous_plural_form(word) != word or word.endswith(("er", "ir", "re", "oir"))


def _clitic(negation: str | None, verb: str) -> str:
    """« vous » before ``verb`` (which may hold an auxiliary), after « ne » when there is one (« n' » is « ne »
    before « vous »)."""
    return ("ne " if negation else "") + _CLITIC + " " + verb


def _given_to_you(m: re.Match) -> str:
    """« donne 5 € à You » -> « vous donne 5 € », « Voler une bourse à You » -> « Vous voler une bourse », « n'offre
    rien à You » -> « ne vous offre rien » (a colour after "You" is left out: the player knows his own)."""
    negation, verb, rest = m.groups()
    verb = verb if verb.islower() else verb.lower()
    return _clitic(negation, verb + rest.rstrip(" ,"))


def _you_last(m: re.Match) -> str:
    """« prend You, Alice et Bob » -> « prend Alice, Bob et You »: a list of objects after a verb puts « vous »
    last."""
    before, colour, more, conjunction, last = m.groups()
    verb = before.split()[-2] if before.split()[-1] in ("pas", "plus", "jamais", "point", "guère") else \
        before.split()[-1]
    if not verb.islower() or not _takes_an_object(verb):
        return m.group(0)
    others = re.findall(", (" + _NAME + ")", more) + [last]
    return f"{before}{', '.join(others)} {conjunction} You{colour}"


def _you_before_the_verb(m: re.Match, text: str) -> str:
    """« ne dénonce You » -> « ne vous dénonce », « a arrêté You » -> « vous a arrêté », « Envoyer You » -> « Vous
    envoyer » (an infinitive starting its sentence); the match unchanged where the word before "You" is no verb."""
    negation, auxiliary, verb, after = m.groups()
    if verb.lower() in _NOT_OBJECT_AFTER or auxiliary is None and not _takes_an_object(verb.lower()):
        return m.group(0)
    if not verb.islower():
        if negation or auxiliary or not _starts_a_sentence(text, m.start()) or not verb.endswith(("er", "ir", "re")):
            return m.group(0)
        verb = verb.lower()
    return _clitic(negation, f"{auxiliary or ''}{verb}{after or ''}")


def _yours(m: re.Match) -> str:
    """« le parrain de You » -> « votre parrain », « Les truands de You » -> « Vos truands », « au profit de You »
    -> « à votre profit », « des truands de You » -> « de vos truands »."""
    article = m.group(1)
    word = "vos" if article.lower() in ("les ", "aux ", "des ") else "votre"
    word = {"a": "à ", "d": "de "}.get(article[0].lower(), "") + word
    return (word[0].upper() + word[1:] if article[0].isupper() else word) + " " + m.group(2)


def _starts_a_sentence(text: str, at: int) -> bool:
    """Whether ``at`` in ``text`` starts a sentence (nothing or a full stop, « ! », « ? », « « » before it)."""
    before = text[:at].rstrip()
    return not before or before[-1] in ".!?«"
