"""How the table names things: characters, crews and sidewalk portions, in the words said round the table.

Read-time code: the narrator (``tell``), the sheets, the scene and the refusals call these when they word
something, never the rules. Ids (``red.killer``, ``s32``, ``b12``) belong to the notation; labels, sheets and event
texts use these words instead (places are named by ``Board.describe`` and ``Board.short``)."""

from __future__ import annotations

import re
from typing import Iterable

from ..kernel.lang import N_, context_translator, current, plural_translator, pN_, translator
from .board import Board
from .common import COLOURS, ROLES

_ = translator("supergang")
n_ = plural_translator("supergang")
p_ = context_translator("supergang")


SAID_OF_HER = frozenset((pN_("she", "dead"), pN_("she", "wounded"), pN_("she", "dead, in the cemetery")))
"""The words said of a character whose French changes for a vamp, marked with their context."""


def said_of(c: int, message: str) -> str:
    """``message``, a word said of character ``c`` (« dead », « wounded »), in the language in force: in the
    feminine for a vamp (« morte », « blessée »)."""
    return p_("she", message) if message in SAID_OF_HER and ROLES[c % 3] == "vamp" else _(message)

OWN_NAMES = {"killer": N_("Killer"), "vamp": N_("Vamp"), "trafficker": N_("Trafficker")}
OWN_THE = {"killer": N_("the killer"), "vamp": N_("the vamp"), "trafficker": N_("the trafficker")}
NAMES = {
    ("red", "killer"): N_("Red killer"), ("red", "vamp"): N_("Red vamp"), ("red", "trafficker"): N_("Red trafficker"),
    ("green", "killer"): N_("Green killer"), ("green", "vamp"): N_("Green vamp"),
    ("green", "trafficker"): N_("Green trafficker"),
    ("yellow", "killer"): N_("Yellow killer"), ("yellow", "vamp"): N_("Yellow vamp"),
    ("yellow", "trafficker"): N_("Yellow trafficker"),
    ("violet", "killer"): N_("Violet killer"), ("violet", "vamp"): N_("Violet vamp"),
    ("violet", "trafficker"): N_("Violet trafficker"),
}
THE_NAMES = {
    ("red", "killer"): N_("the red killer"), ("red", "vamp"): N_("the red vamp"),
    ("red", "trafficker"): N_("the red trafficker"),
    ("green", "killer"): N_("the green killer"), ("green", "vamp"): N_("the green vamp"),
    ("green", "trafficker"): N_("the green trafficker"),
    ("yellow", "killer"): N_("the yellow killer"), ("yellow", "vamp"): N_("the yellow vamp"),
    ("yellow", "trafficker"): N_("the yellow trafficker"),
    ("violet", "killer"): N_("the violet killer"), ("violet", "vamp"): N_("the violet vamp"),
    ("violet", "trafficker"): N_("the violet trafficker"),
}
"""The characters in words, marked for the catalogue one by one (French agrees the colour with the role: « la vamp
verte », « le tueur vert »)."""

ARROWS = {"n": "↑", "e": "→", "s": "↓", "w": "←"}
"""A heading as the arrow drawn beside a piece."""


WAY_WORDS = {"n": N_("north"), "e": N_("east"), "s": N_("south"), "w": N_("west")}
"""The headings in words, marked for the catalogue."""

OFFENCE_WORDS = {"mugging": N_("mugging"), "racket": N_("racket"), "trafic": N_("trafic"),
                 "standing-by-trafic": N_("standing-by-trafic"), "holdup": N_("holdup"), "shooting": N_("shooting"),
                 "rebellion": N_("rebellion")}
"""The offences as the criminal record names them (the board's penalties), marked for the catalogue."""

ROLE_WORDS = {"killer": N_("killer"), "vamp": N_("vamp"), "trafficker": N_("trafficker")}
"""The roles in words, marked for the catalogue (French: tueur, vamp, trafiquant)."""

COLOUR_WORDS = {"red": N_("red"), "green": N_("green"), "yellow": N_("yellow"), "violet": N_("violet")}
"""The gangs' colours, marked for the catalogue (French: rouge, vert, jaune, violet, as « le gang vert »)."""


def colour_words(colour: str) -> str:
    """A gang's colour in words, in the language in force ('red'; French 'rouge')."""
    return _(COLOUR_WORDS[colour]) if colour in COLOUR_WORDS else colour


_CONTRACTIONS = {"à le ": "au ", "à les ": "aux ", "de le ": "du ", "de les ": "des ",
                 "À le ": "Au ", "À les ": "Aux ", "De le ": "Du ", "De les ": "Des "}
_CONTRACTED = re.compile(r"\b(?:[àÀ]|[dD]e) les? ")
_ELIDED = re.compile(r"\b([dD])e (?=[AEIOUYÉÈÊÀÂÎÔHaeiouyéèêàâîôh])")
"""« de » before a vowel or a mute h, which French writes « d' » (« va d'Épicerie Chez Momo », « d'Hôtel Régina »)."""


def contracted(text: str) -> str:
    """``text`` with French's contracted articles (« à le centre » is « au centre », « de le centre » « du
    centre ») and its elided « de » (« de Épicerie » is « d'Épicerie »), where a place in words
    (``Board.describe``) follows a preposition; English is left as written."""
    if current() == "en":
        return text
    text = _CONTRACTED.sub(lambda found: _CONTRACTIONS[found.group(0)], text)
    return _ELIDED.sub(lambda found: found.group(1) + "'", text)


def character_name(c: int, gang: int | None = None) -> str:
    """Character ``c`` as a name: 'Killer' for one of ``gang``'s own (its owner says no colour), else
    'Green vamp'."""
    role = ROLES[c % 3]
    if current() == "en":
        return role.capitalize() if c // 3 == gang else f"{COLOURS[c // 3].capitalize()} {role}"
    return _(OWN_NAMES[role]) if c // 3 == gang else _(NAMES[COLOURS[c // 3], role])


def the_character(c: int, gang: int | None = None) -> str:
    """Character ``c`` inside a sentence: 'the killer' for one of ``gang``'s own, else 'the green vamp'."""
    role = ROLES[c % 3]
    if current() == "en":
        return f"the {role}" if c // 3 == gang else f"the {COLOURS[c // 3]} {role}"
    return _(OWN_THE[role]) if c // 3 == gang else _(THE_NAMES[COLOURS[c // 3], role])


def listing(words: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    words = list(words)
    if len(words) == 1:
        return words[0]
    return _("{some} and {last}").format(some=", ".join(words[:-1]), last=words[-1])


def crew_name(crew: Iterable[int], gang: int | None = None) -> str:
    """A crew as names, for the start of a label, the gang's own first: 'Killer and Vamp', 'Vamp and Green
    killer'."""
    return listing(character_name(c, gang) for c in sorted(crew, key=lambda c: (c // 3 != gang, c)))


def the_characters(crew: Iterable[int], gang: int | None = None) -> str:
    """A crew inside a sentence: 'the red killer and the green vamp'."""
    return listing(the_character(c, gang) for c in crew)


def capitalized(text: str) -> str:
    """``text`` with its first letter in upper case: a sentence that starts with 'the red killer'."""
    return text[:1].upper() + text[1:]


def portion_words(board: Board, index: int) -> str:
    """A sidewalk portion by the shops it borders, as printed on their cards: 'the sidewalk between Dupain and
    Bijoux', 'the corner of Dupain'."""
    shops = [board.shop(s).short for s in board.portions[index].shops]
    if len(shops) == 1:
        return _("the corner of {shop}").format(shop=shops[0])
    return _("the sidewalk between {shops}").format(shops=listing(shops))


def witness_words(board: Board, witness: str) -> str:
    """A witness of a criminal record (``cops 1``, ``managers of b7``) in words: 'cop pair 1', 'the managers of
    Balto'."""
    if witness.startswith("cops "):
        return _("cop pair {number}").format(number=witness[5:])
    if witness.startswith("managers of "):
        return _("the managers of {shop}").format(shop=board.short(board.node(witness[12:])))
    return witness


def seen_by(board: Board, witnesses: Iterable[str]) -> str:
    """Witnesses and the verb, to start a sentence: 'Cop pair 1 sees', 'Cop pair 1 and cop pair 2 see'."""
    words = [witness_words(board, w) for w in witnesses]
    return capitalized(n_("{witnesses} sees", "{witnesses} see", len(words)).format(witnesses=listing(words)))
