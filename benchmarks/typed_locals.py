"""The compiled engine's whole numbers (issue 30): locals of the hottest rules that the compiled copy holds as C
integers (``typed_state`` writes them in; ``gangs/`` itself is never touched).

Compiled by Cython as plain Python, every local is a Python object: ``(at + steps) % n`` is two calls of Python's
number protocol, and ``figures[h] == at`` a rich comparison. Declared a C integer (``cython.Py_ssize_t``), a local's
arithmetic and comparisons are C, and a list indexed by it is read in place. Cython keeps Python's meaning of ``//``,
``%`` and negative indices for them.

Each entry names a function of a compiled module (``Class.method``, or a module's function) and those of its locals
(arguments included) that only ever hold small whole numbers: a square, a figure, a die, a count of steps. Never a
bool (a C integer given ``True`` gives back ``1``), never None, never money or a bitset (a C integer has 64 bits),
and never a number as a player typed it before the rules bounded it: a move of 10**30 squares must be refused with
words, not fail with OverflowError (Chicago's refusal weighs at most ``BEYOND_ANY_ROLL`` squares, for this). So an
argument of a function that the Python modules call (the narrator, the scene, the views) is never named either:
they pass it what any action says (Chicago's narrator words a move's button with ``destination``, whose own
locals are named, not its arguments).
``typed_state`` refuses an entry whose function or local the source no longer has, a local that a generator
expression inside reads, one shifted or raised to a power, and one given a bool, a comparison or None. The compiled
copy's check (``compiled.check``) plays saved and random games against the pure package, and
``tests/test_compiled.py`` types huge, negative and impossible numbers into every game's actions in both, and
words each such action's button in both.

Which functions: those where the profile of random games spends most time (``cProfile`` on the pure package), and
whose work is arithmetic on these numbers, measured one by one with callgrind on the compiled copy.
"""

from __future__ import annotations

WHOLE: dict[str, dict[str, tuple[str, ...]]] = {
    "gangs.chicago.movement": {
        "MovementRules.destination": ("at", "n", "gang", "door"),
        "MovementRules.steps_refusal": ("figure", "steps", "at", "gang", "square", "first", "second"),
        "MovementRules.moves": ("base", "figure", "where", "steps"),
        "MovementRules.alone": ("parrain", "at", "h"),
        "MovementRules.starts_pair": ("steps", "base", "square", "g", "s", "end"),
        "MovementRules.first_alike": ("henchman", "at", "base", "h"),
        "MovementRules.figure_refusal": ("figure", "at", "gang"),
        "MovementRules.touches_nobody": ("figure", "steps", "other", "square", "base", "h"),
        "MovementRules.move_figure": ("figure", "steps", "gang", "frm", "square"),
    },
    "gangs.chicago.turn": {
        "TurnRules.nobody_can_move": ("gang", "steps", "figure"),
    },
    "gangs.chicago.encounters": {
        "EncounterRules.crowd": ("figure", "at"),
        "EncounterRules.occupants": ("square", "figure"),
        "EncounterRules.arrive": ("figure", "square", "family"),
        "EncounterRules.release": ("figure", "hostage", "kidnapper"),
    },
    "gangs.ribauds.state": {
        "RibaudsState.band": ("player", "t"),
        "RibaudsState.truand_moves": ("truand", "at"),
        "RibaudsState.placements": ("p", "square"),
    },
    "gangs.ribauds.thieves": {
        "ThiefRules.enemies_at": ("player", "square", "t", "at"),
    },
    "gangs.ribauds.cards": {
        "CardRules.card_actions": ("p", "ecus"),
        "CardRules.movers": ("p", "actor"),
        "CardRules.truand_card_plays": ("p", "place", "t"),
        "CardRules.plays_pied_de_biche": ("p", "t", "there"),
        "CardRules.plays_coupe_bourse": ("p", "t", "at", "square", "n", "q"),
        "CardRules.plays_echange": ("p", "u", "at", "t", "there", "q"),
    },
}
"""By module: each function's locals held as C integers."""
