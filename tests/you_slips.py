"""English slips of the second person, for the tests: "You rolls", "You (red) is", "You … and moves", "You's".

The narrator reads « you » for the one who reads, from the "you" forms the catalogues hold
(``gangs.kernel.tell``); these checks find a "you" form that a translator left in the third person.
"""

from __future__ import annotations

import re

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
