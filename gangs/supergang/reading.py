"""The option ``reading`` (house rule ``lenient``): ``"printed"``, the rules as they are read now, or ``"lenient"``,
the rules of the code before issue 26 (commit 24a9e53) wherever they let other steps be played or made a step do
something else, so that a record written by that code replays step for step: a record that a match wrote always
loads, the house's principle for records.

The lenient reading keeps four things of that code, each asked by one rule method:

- the truce forbade duels and vamping only: a gang could buy, in rounds 1 to 3, a shop holding another gang's R
  token or bordered by its trafic pawns (``Checks._refuse_buy``);
- a pair of cops brought out of the sewer still moved by its die that turn, and a pair that came back to the
  centre was rolled and moved by whoever moves the cops, the gang that bought them included (the turn keeps no
  ``cop_back``: ``TurnRules._cops_come_back``, ``PoliceRules._on_resurface``);
- the player of a settling's defending side aimed all its darts, those of a second gang's fighters too
  (``DuelRules._dart_player``);
- a hold-up of the gang's own racket was owed like any other act in a shop it entered (``Checks._owed``).

What only changed the questions (a cop pair's one walk, the managers' player against a single robber) is the
option ``ask_forced``, and ``end`` asked when nothing else is left is the option ``ask_end``: a record of that
code names neither and replays with both asked (their ``before``).
"""

from __future__ import annotations

from typing import Any, Mapping

PRINTED, LENIENT = "printed", "lenient"
READINGS = (PRINTED, LENIENT)
"""The values of the option ``reading``, today's first."""


def lenient(options: Mapping[str, Any]) -> bool:
    """Whether a match's ``options`` play the rules of 24a9e53 (``reading="lenient"``)."""
    return options["reading"] == LENIENT
