"""English for a player called "You": the events' sentences read in the second person.

Events are written in the third person (``"Alice rolls a 4."``). A notebook or the app seats its one
human player as "You", and ``"You rolls a 4."`` reads wrong: ``second_person`` puts the verb after
"You" (and after "You (red)") in the base form, and the verbs joined to it by "and", "then" or "or", and
turns "You's" into "Your" (or "your" inside a sentence). "You" as an object (``"Bot 1 gives 5 € to You
and leaves."``) is left alone. In French (the language in force), ``gangs.kernel.vous`` tells "You" with « vous ».
"""

from __future__ import annotations

import re

from .lang import current
from .vous import second_person_fr

_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_NOT_VERBS = frozenset({"its", "his", "this", "hers", "yours", "ours", "theirs", "us", "as", "thus", "plus"})
# "You" is a subject at the start of a clause: first in the text, after punctuation, or after a conjunction
_CLAUSE_START = r"(?:^|(?<=[.!?;:,(«—] )|(?<=\band )|(?<=\bso )|(?<=\bthen )|(?<=\bbut )|(?<=\bwhile )" \
                r"|(?<=\bwhere )|(?<=\bwhen )|(?<=\buntil )|(?<=\bif )|(?<=\bor )|(?<=\bthat ))"
_SUBJECT = re.compile(_CLAUSE_START + r"You((?: \([^()]*\))?) ([a-z]+)\b")
# where the clause of "You" ends: the end of a sentence, or a conjunction that brings a new subject
_CLAUSE_END = re.compile(r"[.!?;:]|\b(?:and|then|but|so|while|where|when|until|if|or) [A-Z]")
_JOINED_VERB = re.compile(r"\b(and|then|or) ([a-z]+)\b")
_POSSESSIVE = re.compile(r"\bYou's\b")


def base_form(verb: str) -> str:
    """The verb of ``he rolls`` as in ``you roll``: ``has`` -> ``have``, ``passes`` -> ``pass``,
    ``tries`` -> ``try``, ``rolls`` -> ``roll``; a word that is no third-person verb is kept."""
    if verb in _NOT_VERBS:
        return verb
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith("s") and not verb.endswith(("ss", "us")):
        return verb[:-1]
    return verb


def _joined_verbs(rest: str) -> str:
    """``rest`` (what follows a verb of "You") with the verbs joined to it in the same clause in the base form."""
    end = _CLAUSE_END.search(rest)
    cut = end.start() if end else len(rest)
    return _JOINED_VERB.sub(lambda m: f"{m.group(1)} {base_form(m.group(2))}", rest[:cut]) + rest[cut:]


def to_you(text: str) -> str:
    """``text`` (a label, a title, a sheet line) speaking to the player called "You" in any language but English
    (« Voler une bourse à You » -> « Vous voler une bourse », « Jaune (You) » -> « Jaune (vous) »); English, and a
    text without "You", as they are."""
    return second_person(text) if text and "You" in text and current() != "en" else text


def second_person(text: str) -> str:
    """``text`` with "You" as the subject of its verbs: ``"You rolls a 4 and leaves."`` -> ``"You roll a 4
    and leave."``; ``"Bot 1 pays You and leaves."`` is kept. In French (the language in force, see
    ``gangs.kernel.lang``), "You" is told with « vous » (``gangs.kernel.vous``)."""
    if current() == "fr":
        return second_person_fr(text)
    parts, start = [], 0
    for m in _SUBJECT.finditer(text):
        parts.append(text[start:m.start()])
        parts.append(f"You{m.group(1)} {base_form(m.group(2))}")
        start = m.end()
    parts.append(text[start:])
    told = parts[0] + "".join(parts[i] + _joined_verbs(parts[i + 1]) for i in range(1, len(parts), 2))
    return _POSSESSIVE.sub(lambda m: "Your" if _starts_a_sentence(told, m.start()) else "your", told)


def _starts_a_sentence(text: str, at: int) -> bool:
    return at == 0 or text[:at].rstrip()[-1:] in (".", "!", "?", ":")


def third_person_slips(text: str) -> list[str]:
    """The places where ``text`` tells "You" in the third person: ``"You rolls"``, ``"You (red) is"``,
    ``"You … and moves"``, ``"You's"`` (what ``second_person`` would change), in order; empty when it reads
    right."""
    slips = [(m.start(), m.group(0)) for m in _POSSESSIVE.finditer(text)]
    for m in _SUBJECT.finditer(text):
        if base_form(m.group(2)) != m.group(2):
            slips.append((m.start(), m.group(0)))
        rest = text[m.end():]
        end = _CLAUSE_END.search(rest)
        for joined in _JOINED_VERB.finditer(rest[:end.start() if end else len(rest)]):
            if base_form(joined.group(2)) != joined.group(2):
                slips.append((m.end() + joined.start(), f"You … {joined.group(0)}"))
    return [slip for _, slip in sorted(slips)]
