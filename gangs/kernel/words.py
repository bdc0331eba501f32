"""English for a player called "You": the events' sentences read in the second person.

Events are written in the third person (``"Alice rolls a 4."``). A notebook or the app seats its one
human player as "You", and ``"You rolls a 4."`` reads wrong: ``second_person`` puts the verb after
"You" (and after "You (red)") in the base form and turns "You's" into "Your".
"""

from __future__ import annotations

import re

_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_SUBJECT = re.compile(r"\bYou((?: \([^()]*\))?) ([a-z]+)\b")
_POSSESSIVE = re.compile(r"\bYou's\b")
_AND_VERB = re.compile(r"(\bYou\b[^.!?;:]*?\b(?:and|then)) ([a-z]+)\b")
_NOT_VERBS = frozenset({"its", "his", "this", "hers", "yours", "ours", "theirs", "us", "as", "thus", "plus"})


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


def second_person(text: str) -> str:
    """``text`` with "You" as the subject of its verbs: ``"You rolls a 4 and leaves."`` -> ``"You roll a 4
    and leave."``."""
    text = _SUBJECT.sub(lambda m: f"You{m.group(1)} {base_form(m.group(2))}", text)
    text = _AND_VERB.sub(lambda m: f"{m.group(1)} {base_form(m.group(2))}", text)
    return _POSSESSIVE.sub("Your", text)
